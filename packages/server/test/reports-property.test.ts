import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const DAY_MS = 86_400_000;
const TODAY = '2026-11-24';
const dayOf = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - offset * DAY_MS).toISOString().slice(0, 10);

type Op =
  | { kind: 'create'; type: 1 | 2 | 3; ago: number; lines: { cents: number; sub: number }[] }
  | { kind: 'edit'; pick: number; ago: number; cents: number; sub: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'bulk'; picks: number[]; ago: number | null; sub: number | null }
  | { kind: 'merge' };

const ago = fc.integer({ min: -20, max: 800 });
const sub = fc.nat({ max: 4 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      type: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
      ago,
      lines: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 90_000 }), sub }), { minLength: 1, maxLength: 3 }),
    }),
  },
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    ago,
    cents: fc.integer({ min: 1, max: 90_000 }),
    sub,
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('bulk' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    ago: fc.option(ago),
    sub: fc.option(sub),
  }),
  fc.record({ kind: fc.constant('merge' as const) }),
);

interface RawLine {
  date: string;
  type: number;
  debit: number;
  credit: number;
  amount: number;
  lineAmount: number;
  subcategoryId: number | null;
}

describe.each(testDialects())('reports agree with a brute-force recount of the raw lines on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date(`${TODAY}T12:00:00Z`);
  });
  afterAll(() => t.close());

  async function rawLines(familyEmail: string): Promise<RawLine[]> {
    const user = await t.deps.db.kysely
      .selectFrom('users')
      .select('family_id')
      .where('email', '=', familyEmail)
      .executeTakeFirstOrThrow();
    const rows = await t.deps.db.kysely
      .selectFrom('transaction_lines as l')
      .innerJoin('transactions as t', 't.id', 'l.transaction_id')
      .select([
        't.transaction_date',
        't.transaction_type_id',
        't.debit_account_id',
        't.credit_account_id',
        't.amount',
        'l.amount as line_amount',
        'l.subcategory_id',
        'l.line_number',
      ])
      .where('t.family_id', '=', user.family_id)
      .where('t.is_deleted', '=', 0)
      .execute();
    return rows.map((r) => ({
      date: r.transaction_date,
      type: r.transaction_type_id,
      debit: r.debit_account_id,
      credit: r.credit_account_id,
      amount: r.line_number === 1 ? Number(r.amount) : 0,
      lineAmount: Number(r.line_amount),
      subcategoryId: r.subcategory_id,
    }));
  }

  async function run(user: SignedInUser, ops: Op[]) {
    const banks = [await createBank(user, 'Everyday', 500), await createBank(user, 'Savings', 1000)];
    const parties = [await createThirdParty(user, 'Shop'), await createThirdParty(user, 'Employer')];
    const salary = await call<{ id: number }>(user, 'POST', '/api/category', { name: 'Income', IncomeCategory: true });
    const subs = [
      (await createSubcategory(user, 'Food', 'Groceries')).subcategoryId,
      (await createSubcategory(user, 'Home', 'Rent')).subcategoryId,
      (await call<{ id: number }>(user, 'POST', '/api/subcategory', { name: 'Salary', categoryId: salary.id })).id,
      (await createSubcategory(user, 'Fun', 'Games')).subcategoryId,
    ];
    const live: number[] = [];
    let merges = 0;
    const subOf = (i: number) => subs[i] ?? null;
    const sides = (type: 1 | 2 | 3) =>
      (type === 1 ? [banks[0], parties[0]] : type === 2 ? [parties[1], banks[0]] : [banks[0], banks[1]]) as [
        number,
        number,
      ];
    const attempt = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const response = await user.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response.statusCode === 200 ? response.json().data : null;
    };
    for (const o of ops) {
      const pick = (i: number) => live[i % live.length] as number;
      if (o.kind === 'create') {
        const [debit, credit] = sides(o.type);
        const saved = await attempt('POST', '/api/transaction', {
          transactionDate: dayOf(o.ago),
          transactionTypeId: o.type,
          debitAccountId: debit,
          creditAccountId: credit,
          transactionLines: o.lines.map((l) => ({ amount: l.cents / 100, subCategoryId: subOf(l.sub) })),
        });
        if (saved) live.push(saved.id);
      } else if (o.kind === 'merge') {
        if (await attempt('POST', `/api/subcategory/${subs[3]}/merge/${subs[0]}`))
          subs[3] = (await createSubcategory(user, `Fun ${(merges += 1)}`, 'Games')).subcategoryId;
      } else if (!live.length) {
        continue;
      } else if (o.kind === 'edit') {
        await attempt('POST', '/api/transaction', {
          id: pick(o.pick),
          transactionDate: dayOf(o.ago),
          transactionTypeId: 1,
          debitAccountId: banks[1],
          creditAccountId: parties[0],
          transactionLines: [{ amount: o.cents / 100, subCategoryId: subOf(o.sub) }],
        });
      } else if (o.kind === 'delete') {
        const id = pick(o.pick);
        await attempt('DELETE', `/api/transaction/${id}`);
        live.splice(live.indexOf(id), 1);
      } else {
        await attempt('POST', '/api/transaction/bulkupdate', {
          transactionIds: [...new Set(o.picks.map(pick))],
          transactionDate: o.ago === null ? null : dayOf(o.ago),
          subCategoryId: o.sub === null ? null : subOf(o.sub),
        });
      }
    }
    return { banks, subs, salary: salary.id };
  }

  it('for category amounts, categories over time, net worth, balance history and cash flow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const user = await signUp(t, { timezoneId: 'UTC' });
        const { banks, subs, salary } = await run(user, ops);
        const lines = await rawLines(user.email);
        const categories = await call<
          { id: number; name: string; incomeCategory: boolean; subcategories: { id: number; name: string }[] }[]
        >(user, 'GET', '/api/categories');
        const income = new Set(
          categories.filter((c) => c.incomeCategory).flatMap((c) => c.subcategories.map((s) => s.id)),
        );
        const signed = (l: RawLine) => {
          const spending = l.type === 2 ? -l.lineAmount : l.lineAmount;
          return l.subcategoryId !== null && income.has(l.subcategoryId) ? -spending : spending;
        };
        const inRange = (l: RawLine, from: string, to: string) => l.date >= from && l.date <= to;

        // Category amounts over the default 730 days.
        const from = dayOf(730);
        const expected = new Map<number, number>();
        const counted = (l: RawLine) => l.type !== 3 || l.subcategoryId !== null;
        for (const l of lines.filter((x) => counted(x) && inRange(x, from, TODAY)))
          expected.set(l.subcategoryId ?? 0, (expected.get(l.subcategoryId ?? 0) ?? 0) + signed(l));
        const amounts = await call<{ amount: number; subCategoryId: number | null }[]>(
          user,
          'POST',
          '/api/report/categoryamount',
          {},
        );
        expect(new Map(amounts.map((a) => [a.subCategoryId ?? 0, Math.round(a.amount * 100)]))).toEqual(
          new Map([...expected].filter(([, v]) => v !== 0)),
        );

        // Groceries per month over a year, the running month included, and the income category per quarter.
        const monthly = await call<{ amount: number; fromDate: string; toDate: string }[]>(
          user,
          'POST',
          '/api/report/categoriesovertime',
          { subCategoryId: subs[0], historicDays: 365, granularity: 'month', includeCurrent: true },
        );
        for (const bucket of monthly) {
          const sum = lines
            .filter((l) => l.subcategoryId === subs[0] && inRange(l, bucket.fromDate, bucket.toDate))
            .reduce((s, l) => s + signed(l), 0);
          expect(Math.round(bucket.amount * 100), bucket.fromDate).toBe(sum);
        }
        const quarterly = await call<{ amount: number; fromDate: string; toDate: string }[]>(
          user,
          'POST',
          '/api/report/categoriesovertime',
          { categoryId: salary, historicDays: 800, granularity: 3 },
        );
        for (const bucket of quarterly) {
          const sum = lines
            .filter(
              (l) =>
                l.subcategoryId !== null && income.has(l.subcategoryId) && inRange(l, bucket.fromDate, bucket.toDate),
            )
            .reduce((s, l) => s + signed(l), 0);
          expect(Math.round(bucket.amount * 100), bucket.fromDate).toBe(sum);
        }

        // Net worth: opening balances plus every movement up to each point.
        const worth = await call<{ date: string; total: number }[]>(user, 'POST', '/api/report/networth', {
          months: 26,
        });
        for (const point of worth) {
          const moved = lines
            .filter((l) => l.date <= point.date)
            .reduce(
              (s, l) => s + (banks.includes(l.credit) ? l.amount : 0) - (banks.includes(l.debit) ? l.amount : 0),
              0,
            );
          expect(Math.round(point.total * 100), point.date).toBe(1500_00 + moved);
        }

        // Balance history of one account: its opening balance plus every movement up to each day.
        const history = await call<{ chartData: { date: string; balance: number }[] }>(
          user,
          'POST',
          '/api/report/balanceHistory',
          { accountId: banks[0], historicDays: 800 },
        );
        expect(history.chartData).toHaveLength(801);
        for (const point of history.chartData) {
          const moved = lines
            .filter((l) => l.date <= point.date)
            .reduce((s, l) => s + (l.credit === banks[0] ? l.amount : 0) - (l.debit === banks[0] ? l.amount : 0), 0);
          expect(Math.round(point.balance * 100), point.date).toBe(500_00 + moved);
        }

        // Cash flow: deposits in against payments out, per month.
        const flow = await call<{ month: string; income: number; spending: number }[]>(
          user,
          'POST',
          '/api/report/cashflow',
          { months: 26 },
        );
        for (const row of flow) {
          const month = lines.filter((l) => l.date.slice(0, 7) === row.month && l.date <= TODAY);
          expect([Math.round(row.income * 100), Math.round(row.spending * 100)], row.month).toEqual([
            month.filter((l) => l.type === 2).reduce((s, l) => s + l.amount, 0),
            month.filter((l) => l.type === 1).reduce((s, l) => s + l.amount, 0),
          ]);
        }
      }),
      { numRuns: dialect === 'sqlite' ? 30 : 12 },
    );
  }, 240_000);
});
