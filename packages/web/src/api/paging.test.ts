import { describe, expect, it } from 'vitest';
import type { Transaction } from '@hearth/contract';
import { LOOKAHEAD_LIMIT, lookaheadPage, nextPageOffset, TRANSACTION_PAGE_SIZE } from './paging';

const rows = (length: number) => Array.from({ length }, (_, id) => ({ id }) as Transaction);

describe('pages read with one row more than they show', () => {
  it('asks for one row more than a page', () => {
    expect(LOOKAHEAD_LIMIT).toBe(TRANSACTION_PAGE_SIZE + 1);
  });

  it.each([
    { name: 'no rows', answered: 0, shown: 0, hasMore: false },
    { name: 'a short page', answered: 40, shown: 40, hasMore: false },
    { name: 'a page exactly full, and nothing after it', answered: 100, shown: 100, hasMore: false },
    { name: 'a full page with more after it', answered: 101, shown: 100, hasMore: true },
  ])('$name: shows $shown, more: $hasMore', ({ answered, shown, hasMore }) => {
    const page = lookaheadPage(rows(answered));
    expect(page.transactions).toHaveLength(shown);
    expect(page.transactions.map((row) => row.id)).toEqual(rows(shown).map((row) => row.id));
    expect(page.hasMore).toBe(hasMore);
  });

  it.each([
    { name: 'after the first page, when more remain', hasMore: true, offset: 0, next: 100 },
    { name: 'after the third page, when more remain', hasMore: true, offset: 200, next: 300 },
    { name: 'after the last page', hasMore: false, offset: 200, next: undefined },
  ])('next page $name: $next', ({ hasMore, offset, next }) => {
    expect(nextPageOffset({ transactions: [], hasMore }, offset)).toBe(next);
  });
});
