import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREQUENT_TEXT_MATCHES, readMatchesFirst } from '../src/db/search-plans.js';
import { insertPayments } from './bulk-ledger.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const TODAY = '2026-11-24';

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
  let t: TestApp;
  let user: SignedInUser;
  let familyId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date(`${TODAY}T12:00:00Z`);
    user = await signUp(t, { timezoneId: 'UTC' });
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Corner Shop');
    // "Bulk payment 1" … "Bulk payment N": more than the bound, all on days of this year.
    await insertPayments(t, {
      debitAccountId: bank,
      creditAccountId: shop,
      count: FREQUENT_TEXT_MATCHES + 500,
      firstDate: '2026-01-01',
      lastDate: '2026-10-31',
    });
    const later: [string, string][] = [
      ['BULK PAYMENT in capitals', '2026-11-02'],
      ['Café bulk payment', '2026-11-20'],
      ['Café au lait', '2026-11-20'],
      ['100% bulk_payment', '2026-11-21'],
      ['Weekly groceries', '2026-11-22'],
    ];
    for (const [description, date] of later) {
      await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 2 }], description, date });
    }
    const deleted = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 3 }],
      description: 'Bulk payment deleted',
      date: '2026-11-23',
    });
    await call(user, 'DELETE', `/api/transaction/${deleted.id}`);
    familyId = (
      await t.deps.db.kysely.selectFrom('accounts').select('family_id').where('id', '=', bank).executeTakeFirstOrThrow()
    ).family_id;
  }, 120_000);
  afterAll(() => t.close());

  /** The ids a search must answer, by brute force over the family's rows: newest first, one page. */
  async function expected(text: string, offset: number, limit: number): Promise<number[]> {
    const rows = await t.deps.db.kysely
      .selectFrom('transactions')
      .select(['id', 'transaction_date', 'description'])
      .where('family_id', '=', familyId)
      .where('is_deleted', '=', 0)
      .execute();
    return rows
      .filter((row) => row.description.toLowerCase().includes(text.toLowerCase()))
      .sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id)
      .slice(offset, offset + limit)
      .map((row) => row.id);
  }

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
    const found = await call<{ id: number }[]>(user, 'POST', '/api/transaction/search', filter);
    const page = filter as { offset?: number; limitResultCount?: number };
    const want = await expected(filter.description, page.offset ?? 0, page.limitResultCount ?? 100);
    if (filter.description !== 'nowhere') expect(want.length).toBeGreaterThan(0);
    expect(found.map((row) => row.id)).toEqual(want);
  });
});
