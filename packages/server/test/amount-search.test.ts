import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_RANGE_READ_LIMIT } from '../src/db/search-plans.js';
import { insertPayments } from './bulk-ledger.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const TODAY = '2026-11-24';

describe.each(testDialects())('search by amount on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let familyId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date(`${TODAY}T12:00:00Z`);
    user = await signUp(t, { timezoneId: 'UTC' });
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    // More payments of $1.00 than the range a search reads from the amount index, then a few others.
    await insertPayments(t, {
      debitAccountId: bank,
      creditAccountId: shop,
      count: AMOUNT_RANGE_READ_LIMIT + 500,
      firstDate: '2026-01-01',
      lastDate: '2026-10-31',
    });
    for (const [amount, date] of [
      [52.3, '2026-11-02'],
      [55, '2026-11-20'],
      [52.3, '2026-11-20'],
      [61, '2026-11-21'],
      [1.25, '2026-11-22'],
    ] as const) {
      await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount }], date });
    }
    const deleted = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 53 }],
      date: '2026-11-23',
    });
    await call(user, 'DELETE', `/api/transaction/${deleted.id}`);
    familyId = (
      await t.deps.db.kysely.selectFrom('accounts').select('family_id').where('id', '=', bank).executeTakeFirstOrThrow()
    ).family_id;
  }, 120_000);
  afterAll(() => t.close());

  /** The ids a search must answer, by brute force over the family's rows: newest first, one page. */
  async function expected(min: number, max: number, offset: number, limit: number): Promise<number[]> {
    const rows = await t.deps.db.kysely
      .selectFrom('transactions')
      .select(['id', 'transaction_date', 'amount'])
      .where('family_id', '=', familyId)
      .where('is_deleted', '=', 0)
      .execute();
    return rows
      .filter((row) => Number(row.amount) >= min && Number(row.amount) <= max)
      .sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id)
      .slice(offset, offset + limit)
      .map((row) => row.id);
  }

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
    const found = await call<{ id: number }[]>(user, 'POST', '/api/transaction/search', filter);
    const page = filter as { offset?: number; limitResultCount?: number };
    expect(found.map((row) => row.id)).toEqual(
      await expected(min, max, page.offset ?? 0, page.limitResultCount ?? 100),
    );
  });
});
