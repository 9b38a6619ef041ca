import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREQUENT_TEXT_MATCHES, readMatchesFirst } from '../src/db/search-plans.js';
import { requestTo } from './api-request.js';
import { call } from './ledger.js';
import { newestFirst, searchFamily, type SearchFamily } from './search-family.js';
import { testDialects } from './test-app.js';

/** PostgreSQL's estimates at the bench's two sizes, and the way each page is best found. */
describe("reading a text's matches first, or walking newest first", () => {
  it.each([
    ['a word in 0.2% of 100,000, first page', { family: 102_259, matching: 229 }, 100, true],
    ['a word in 3.8% of 100,000, first page', { family: 102_259, matching: 3_807 }, 100, false],
    ['a word in 3.8% of 100,000, a page 5,000 in', { family: 102_259, matching: 3_807 }, 5_100, true],
    ['a word in 0.2% of 1,000,000, first page', { family: 1_005_380, matching: 2_219 }, 100, true],
    ['a word in 3.8% of 1,000,000, first page', { family: 1_005_380, matching: 38_592 }, 100, false],
    ['a word in 0.6% of 1,000,000, first page', { family: 1_005_380, matching: 6_000 }, 100, false],
    ['a word estimated in no row', { family: 1_005_380, matching: 0 }, 100, true],
    ['a family estimated empty', { family: 0, matching: 0 }, 100, true],
  ])('%s', (_case, estimate, pageEnd, first) => {
    expect(readMatchesFirst(estimate, pageEnd)).toBe(first);
  });
});

/**
 * A text found in more transactions than FREQUENT_TEXT_MATCHES is searched by walking the family's
 * transactions newest first; a rarer one, or one with letters beyond ASCII, through the trigram index.
 * PostgreSQL chooses between the two from its estimates (readMatchesFirst).
 * Whichever way, a page holds exactly what a brute-force read of the family's rows says.
 */
describe.each(testDialects())('search by description text, page by page, on %s', (dialect) => {
  let family: SearchFamily;
  beforeAll(async () => {
    // "Bulk payment 1" … "Bulk payment N": more than the bound, all on days of this year.
    family = await searchFamily(dialect, {
      bulkPayments: FREQUENT_TEXT_MATCHES + 500,
      shopName: 'Corner Shop',
      later: [
        { amount: 2, description: 'BULK PAYMENT in capitals', date: '2026-11-02' },
        { amount: 2, description: 'Café bulk payment', date: '2026-11-20' },
        { amount: 2, description: 'Café au lait', date: '2026-11-20' },
        { amount: 2, description: '100% bulk_payment', date: '2026-11-21' },
        { amount: 2, description: 'Weekly groceries', date: '2026-11-22' },
      ],
      deleted: { amount: 3, description: 'Bulk payment deleted' },
    });
  }, 120_000);
  afterAll(() => family.t.close());

  it.each([
    ['a frequent text, first page', { description: 'bulk payment' }],
    ['a frequent text, a later page', { description: 'ulk pay', offset: 3000, limitResultCount: 50 }],
    ['a frequent text in other letter case', { description: 'BULK Payment', limitResultCount: 10 }],
    ['a rare text', { description: 'payment 12' }],
    ['a text with wildcard characters', { description: '100% bulk_' }],
    ['a text beyond ASCII', { description: 'café' }],
    ['a text shorter than three characters', { description: 'au', limitResultCount: 5 }],
    ['a text found nowhere', { description: 'nowhere' }],
  ])('answers %s newest first', async (_case, filter) => {
    const found = await call<{ id: number }[]>(family.user, requestTo(apiRoutes.transactions.search), filter);
    const text = filter.description.toLowerCase();
    const want = await newestFirst(family, (row) => row.description.toLowerCase().includes(text), filter);
    if (filter.description !== 'nowhere') expect(want.length).toBeGreaterThan(0);
    expect(found.map((row) => row.id)).toEqual(want);
  });
});
