import { apiRoutes, TransactionType, type TransactionTypeId } from '@hearth/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, call, createBank, createSubcategory, createThirdParty, transactionBody } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const DAY_MS = 86_400_000;
const TODAY = '2026-11-24';
const dayOf = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - offset * DAY_MS).toISOString().slice(0, 10);

type Op =
  | { kind: 'create'; type: TransactionTypeId; ago: number; lines: { cents: number; sub: number }[] }
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
      type: fc.constantFrom<TransactionTypeId>(...Object.values(TransactionType)),
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
    const salary = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), {
      name: 'Income',
      IncomeCategory: true,
    });
    const subs = [
      (await createSubcategory(user, 'Food', 'Groceries')).subcategoryId,
      (await createSubcategory(user, 'Home', 'Rent')).subcategoryId,
      (
        await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
          name: 'Salary',
          categoryId: salary.id,
        })
      ).id,
      (await createSubcategory(user, 'Fun', 'Games')).subcategoryId,
    ];
    const live: number[] = [];
    let merges = 0;
    const subOf = (i: number) => subs[i] ?? null;
    const sides = (type: TransactionTypeId) =>
      (type === TransactionType.Payment
        ? [banks[0], parties[0]]
        : type === TransactionType.Deposit
          ? [parties[1], banks[0]]
          : [banks[0], banks[1]]) as [number, number];
    for (const o of ops) {
      const pick = (i: number) => live[i % live.length] as number;
      if (o.kind === 'create') {
        const [debit, credit] = sides(o.type);
        const saved = await attempt<{ id: number }>(
          user,
          requestTo(apiRoutes.transactions.save),
          transactionBody({
            date: dayOf(o.ago),
            typeId: o.type,
            debitAccountId: debit,
            creditAccountId: credit,
            lines: o.lines.map((l) => ({ amount: l.cents / 100, subCategoryId: subOf(l.sub) })),
          }),
        );
        if (saved.ok) live.push(saved.data.id);
      } else if (o.kind === 'merge') {
        const merge = requestTo(apiRoutes.categories.mergeSubcategory, {
          id: subs[3] as number,
          targetId: subs[0] as number,
        });
        if ((await attempt(user, merge)).ok)
          subs[3] = (await createSubcategory(user, `Fun ${(merges += 1)}`, 'Games')).subcategoryId;
      } else if (!live.length) {
        continue;
      } else if (o.kind === 'edit') {
        await attempt(
          user,
          requestTo(apiRoutes.transactions.save),
          transactionBody({
            id: pick(o.pick),
            date: dayOf(o.ago),
            debitAccountId: banks[1] as number,
            creditAccountId: parties[0] as number,
            lines: [{ amount: o.cents / 100, subCategoryId: subOf(o.sub) }],
          }),
        );
      } else if (o.kind === 'delete') {
        const id = pick(o.pick);
        await attempt(user, requestTo(apiRoutes.transactions.remove, { id }));
        live.splice(live.indexOf(id), 1);
      } else {
        await attempt(user, requestTo(apiRoutes.transactions.bulkUpdate), {
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
        >(user, requestTo(apiRoutes.categories.list));
        const income = new Set(
          categories.filter((c) => c.incomeCategory).flatMap((c) => c.subcategories.map((s) => s.id)),
        );
        // The reports' one rule, recounted from the raw lines: a line is income when its subcategory is in an
        // income category (an uncategorised one when it is a deposit), spending otherwise; a payment adds to
        // spending and a deposit takes it back, and the reverse for income; transfers count for neither.
        const isIncome = (l: RawLine) => (l.subcategoryId === null ? l.type === 2 : income.has(l.subcategoryId));
        const signed = (l: RawLine) => {
          const spending = l.type === 2 ? -l.lineAmount : l.lineAmount;
          return isIncome(l) ? -spending : spending;
        };
        const counted = (l: RawLine) => l.type !== 3;
        const inRange = (l: RawLine, from: string, to: string) => l.date >= from && l.date <= to;

        // Category amounts over the default 730 days, a row per subcategory and side.
        const from = dayOf(730);
        const expected = new Map<string, number>();
        for (const l of lines.filter((x) => counted(x) && inRange(x, from, TODAY))) {
          const key = `${l.subcategoryId ?? 0} ${isIncome(l)}`;
          expected.set(key, (expected.get(key) ?? 0) + signed(l));
        }
        const amounts = await call<{ amount: number; subCategoryId: number | null; incomeCategory: boolean }[]>(
          user,
          requestTo(apiRoutes.reports.categoryAmount),
          {},
        );
        expect(
          new Map(amounts.map((a) => [`${a.subCategoryId ?? 0} ${a.incomeCategory}`, Math.round(a.amount * 100)])),
        ).toEqual(new Map([...expected].filter(([, v]) => v !== 0)));

        // Groceries per month over a year, the running month included, and the income category per quarter.
        const monthly = await call<{ amount: number; fromDate: string; toDate: string }[]>(
          user,
          requestTo(apiRoutes.reports.categoriesOverTime),
          { subCategoryId: subs[0], historicDays: 365, granularity: 'month', includeCurrent: true },
        );
        for (const bucket of monthly) {
          const sum = lines
            .filter((l) => counted(l) && l.subcategoryId === subs[0] && inRange(l, bucket.fromDate, bucket.toDate))
            .reduce((s, l) => s + signed(l), 0);
          expect(Math.round(bucket.amount * 100), bucket.fromDate).toBe(sum);
        }
        const quarterly = await call<{ amount: number; fromDate: string; toDate: string }[]>(
          user,
          requestTo(apiRoutes.reports.categoriesOverTime),
          { categoryId: salary, historicDays: 800, granularity: 3 },
        );
        for (const bucket of quarterly) {
          const sum = lines
            .filter(
              (l) =>
                counted(l) &&
                l.subcategoryId !== null &&
                income.has(l.subcategoryId) &&
                inRange(l, bucket.fromDate, bucket.toDate),
            )
            .reduce((s, l) => s + signed(l), 0);
          expect(Math.round(bucket.amount * 100), bucket.fromDate).toBe(sum);
        }

        // Net worth: opening balances plus every movement up to each point.
        const worth = await call<{ date: string; total: number }[]>(user, requestTo(apiRoutes.reports.netWorth), {
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
          requestTo(apiRoutes.reports.balanceHistory),
          { accountId: banks[0], historicDays: 800 },
        );
        expect(history.chartData).toHaveLength(801);
        for (const point of history.chartData) {
          const moved = lines
            .filter((l) => l.date <= point.date)
            .reduce((s, l) => s + (l.credit === banks[0] ? l.amount : 0) - (l.debit === banks[0] ? l.amount : 0), 0);
          expect(Math.round(point.balance * 100), point.date).toBe(500_00 + moved);
        }

        // Cash flow: income against spending per month, by the same rule.
        const flow = await call<{ month: string; income: number; spending: number }[]>(
          user,
          requestTo(apiRoutes.reports.cashFlow),
          { months: 26 },
        );
        for (const row of flow) {
          const month = lines.filter((l) => counted(l) && l.date.slice(0, 7) === row.month && l.date <= TODAY);
          expect([Math.round(row.income * 100), Math.round(row.spending * 100)], row.month).toEqual([
            month.filter(isIncome).reduce((s, l) => s + signed(l), 0),
            month.filter((l) => !isIncome(l)).reduce((s, l) => s + signed(l), 0),
          ]);
        }
      }),
      { numRuns: dialect === 'sqlite' ? 30 : 12 },
    );
  }, 240_000);
});
