import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_RANGE_READ_LIMIT } from '../src/db/search-plans.js';
import { requestTo } from './api-request.js';
import { call } from './ledger.js';
import { newestFirst, searchFamily, type SearchFamily, type SearchedRow } from './search-family.js';
import { testDialects } from './test-app.js';

describe.each(testDialects())('search by amount on %s', (dialect) => {
  let family: SearchFamily;
  beforeAll(async () => {
    // More payments of $1.00 than the range a search reads from the amount index, then a few others.
    family = await searchFamily(dialect, {
      bulkPayments: AMOUNT_RANGE_READ_LIMIT + 500,
      shopName: 'Shop',
      later: [
        { amount: 52.3, date: '2026-11-02' },
        { amount: 55, date: '2026-11-20' },
        { amount: 52.3, date: '2026-11-20' },
        { amount: 61, date: '2026-11-21' },
        { amount: 1.25, date: '2026-11-22' },
      ],
      deleted: { amount: 53 },
    });
  }, 120_000);
  afterAll(() => family.t.close());

  it.each([
    ['a range holding few transactions', { minValue: 50, maxValue: 60 }, 5000, 6000],
    ['a range holding most of them, first page', { minValue: 0.5, maxValue: 1.5 }, 50, 150],
    [
      'a range holding most of them, a later page',
      { minValue: 0.5, maxValue: 1.5, offset: 3000, limitResultCount: 50 },
      50,
      150,
    ],
    ['a lower bound only', { minValue: 1.25 }, 125, Number.MAX_SAFE_INTEGER],
    ['an upper bound only', { maxValue: 52.3, offset: 1, limitResultCount: 3 }, 0, 5230],
  ])('answers %s newest first, page by page', async (_case, filter, min, max) => {
    const found = await call<{ id: number }[]>(family.user, requestTo(apiRoutes.transactions.search), filter);
    // The bounds in cents, as the rows keep amounts.
    const inRange = (row: SearchedRow) => row.amount >= min && row.amount <= max;
    expect(found.map((row) => row.id)).toEqual(await newestFirst(family, inRange, filter));
  });
});
