import { apiRoutes, TransactionType } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

/** 15 January 2026, midday in Sydney. */
const NOW = new Date('2026-01-15T01:00:00Z');

interface CashFlowRow {
  month: string;
  income: number;
  spending: number;
}
interface CategoryAmountRow {
  amount: number;
  category: string;
  subcategory: string;
  incomeCategory: boolean;
}
interface BalancePoint {
  date: string;
  balance: number;
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + cents(amount), 0) / 100;

/**
 * December 2025 of a family: groceries paid and refunded, a split line left uncategorised, a salary and an
 * uncategorised deposit, and a transfer to savings that names the Groceries subcategory.
 */
async function december(user: SignedInUser) {
  const everyday = await createBank(user, 'Everyday', 1000);
  const savings = await createBank(user, 'Savings', 0);
  const shop = await createThirdParty(user, 'Corner Shop');
  const employer = await createThirdParty(user, 'Employer');
  const { subcategoryId: groceries } = await createSubcategory(user, 'Food', 'Groceries');
  const income = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), {
    name: 'Income',
    incomeCategory: true,
  });
  const salary = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
    name: 'Salary',
    categoryId: income.id,
  });
  const pay = (date: string, lines: { amount: number; subCategoryId: number | null }[]) =>
    record(user, { date, debitAccountId: everyday, creditAccountId: shop, lines });
  await pay('2025-12-05', [{ amount: 100, subCategoryId: groceries }]);
  await pay('2025-12-06', [
    { amount: 50, subCategoryId: groceries },
    { amount: 20, subCategoryId: null },
  ]);
  await record(user, {
    date: '2025-12-07',
    typeId: TransactionType.Deposit,
    debitAccountId: shop,
    creditAccountId: everyday,
    lines: [{ amount: 10, subCategoryId: groceries }],
  });
  await record(user, {
    date: '2025-12-20',
    typeId: TransactionType.Deposit,
    debitAccountId: employer,
    creditAccountId: everyday,
    lines: [{ amount: 2500, subCategoryId: salary.id }],
  });
  await record(user, {
    date: '2025-12-22',
    typeId: TransactionType.Deposit,
    debitAccountId: employer,
    creditAccountId: everyday,
    lines: [{ amount: 30, subCategoryId: null }],
  });
  await record(user, {
    date: '2025-12-21',
    typeId: TransactionType.Transfer,
    debitAccountId: everyday,
    creditAccountId: savings,
    lines: [{ amount: 500, subCategoryId: groceries }],
  });
  return { everyday, savings, groceries };
}

const DECEMBER = { fromDate: '2025-12-01', toDate: '2025-12-31' };

describe.each(testDialects())('figures that agree on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = NOW;
  });

  it('gives one spending and one income figure for a month on every report, transfers left out', async () => {
    const user = await signUp(t);
    await december(user);
    const figures = async (includeTransfers: boolean) => {
      const flow = await call<CashFlowRow[]>(user, requestTo(apiRoutes.reports.cashFlow), {
        months: 2,
        includeTransfers,
      });
      const overTime = await call<{ amount: number; fromDate: string }[]>(
        user,
        requestTo(apiRoutes.reports.categoriesOverTime),
        { ...DECEMBER, granularity: 'month', includeTransfers },
      );
      const amounts = await call<CategoryAmountRow[]>(user, requestTo(apiRoutes.reports.categoryAmount), {
        ...DECEMBER,
        includeTransfers,
      });
      const month = flow.find((row) => row.month === '2025-12');
      return {
        cashFlow: { spending: month?.spending, income: month?.income },
        overTime: overTime.find((row) => row.fromDate === '2025-12-01')?.amount,
        amounts: {
          spending: sum(amounts.filter((row) => !row.incomeCategory).map((row) => row.amount)),
          income: sum(amounts.filter((row) => row.incomeCategory).map((row) => row.amount)),
        },
        rows: amounts.map((row) => [row.category, row.subcategory, row.incomeCategory, row.amount]),
      };
    };

    // Spending: 100 + 50 + 20 (uncategorised) − 10 (refund); income: 2,500 + 30 (uncategorised deposit).
    const plain = await figures(false);
    expect(plain.cashFlow).toEqual({ spending: 160, income: 2530 });
    expect(plain.overTime).toBe(160);
    expect(plain.amounts).toEqual({ spending: 160, income: 2530 });
    expect(plain.rows).toEqual([
      ['Income', 'Salary', true, 2500],
      ['Food', 'Groceries', false, 140],
      ['Uncategorised', 'Uncategorised', true, 30],
      ['Uncategorised', 'Uncategorised', false, 20],
    ]);

    // Asked for, the transfer counts on its subcategory's side, on every report alike.
    const withTransfers = await figures(true);
    expect(withTransfers.cashFlow).toEqual({ spending: 660, income: 2530 });
    expect(withTransfers.overTime).toBe(660);
    expect(withTransfers.amounts).toEqual({ spending: 660, income: 2530 });

    // The search screen's total of the same month: the same spending and income, the transfer apart.
    const searched = await call<Record<string, number>>(user, requestTo(apiRoutes.transactions.searchTotal), DECEMBER);
    expect(searched).toEqual({ count: 6, spending: 160, income: 2530, transfers: 500 });
    // Read from the kept day totals (days alone) or from the matching lines (any other filter): the same.
    const throughLines = await call<Record<string, number>>(user, requestTo(apiRoutes.transactions.searchTotal), {
      ...DECEMBER,
      minValue: 0,
    });
    expect(throughLines).toEqual(searched);
    const wholeLedger = await call<Record<string, number>>(user, requestTo(apiRoutes.transactions.searchTotal), {});
    expect(wholeLedger).toEqual(searched);
  });

  it('gives a total asked again after a change the new figure, never the one it gave before', async () => {
    const user = await signUp(t);
    const { everyday } = await december(user);
    const total = () => call<Record<string, number>>(user, requestTo(apiRoutes.transactions.searchTotal), DECEMBER);
    expect(await total()).toEqual({ count: 6, spending: 160, income: 2530, transfers: 500 });
    const shop = await createThirdParty(user, 'Bakery');
    const bread = await record(user, {
      date: '2025-12-20',
      debitAccountId: everyday,
      creditAccountId: shop,
      lines: [{ amount: 4.5, subCategoryId: null }],
    });
    expect(await total()).toEqual({ count: 7, spending: 164.5, income: 2530, transfers: 500 });
    await call(user, requestTo(apiRoutes.transactions.remove, { id: bread.id }));
    expect(await total()).toEqual({ count: 6, spending: 160, income: 2530, transfers: 500 });
    // Another family asking the same is told its own total.
    const other = await signUp(t);
    expect(await call(other, requestTo(apiRoutes.transactions.searchTotal), DECEMBER)).toEqual({
      count: 0,
      spending: 0,
      income: 0,
      transfers: 0,
    });
  });

  it('totals what a search finds as the reports count the same filter', async () => {
    const user = await signUp(t);
    const { everyday, groceries } = await december(user);
    const total = (filter: Record<string, unknown>) =>
      call<Record<string, number>>(user, requestTo(apiRoutes.transactions.searchTotal), { ...DECEMBER, ...filter });
    const overTime = async (filter: Record<string, unknown>) =>
      (
        await call<{ amount: number; fromDate: string }[]>(user, requestTo(apiRoutes.reports.categoriesOverTime), {
          ...DECEMBER,
          granularity: 'month',
          ...filter,
        })
      ).find((row) => row.fromDate === '2025-12-01')?.amount;

    // One subcategory: only its lines count (the uncategorised split line and the transfer do not).
    expect(await total({ subCategoryId: groceries })).toEqual({ count: 4, spending: 140, income: 0, transfers: 500 });
    expect(await overTime({ subCategoryId: groceries })).toBe(140);
    // Text names the shop: its payments and its refund, as the list shows them.
    expect(await total({ description: 'corner' })).toEqual({ count: 3, spending: 160, income: 0, transfers: 0 });
    expect(await total({ description: 'nowhere' })).toEqual({ count: 0, spending: 0, income: 0, transfers: 0 });
    // Words in the description and an amount range narrow it as the list narrows.
    expect(await total({ minValue: 60, maxValue: 100 })).toEqual({ count: 2, spending: 170, income: 0, transfers: 0 });
    // A deleted transaction is found when asked for, but never counted.
    const found = await call<{ id: number; amount: number }[]>(user, requestTo(apiRoutes.transactions.search), {
      ...DECEMBER,
      exactValue: 100,
    });
    const first = found[0];
    if (!first) throw new Error('the 100 payment is found');
    await call(user, requestTo(apiRoutes.transactions.remove, { id: first.id }));
    expect(await total({ includeDeleted: true, accountId: everyday })).toMatchObject({ count: 5, spending: 60 });
  });

  it('forecasts the same balance for a day whatever the horizon, a weekend payment moved to the Friday', async () => {
    const user = await signUp(t);
    const everyday = await createBank(user, 'Everyday', 1000);
    const savings = await createBank(user, 'Savings', 0);
    // Saturdays from 24 January 2026, paid on the Friday before.
    await call(user, requestTo(apiRoutes.schedules.save), {
      recurrenceTypeId: 2,
      scheduleStart: '2026-01-24',
      recurrenceEndTypeId: 1,
      weekdayOnlyTypeId: 2,
      description: 'Saving',
      transactionTypeId: TransactionType.Transfer,
      debitAccountId: everyday,
      creditAccountId: savings,
      amount: 500,
    });
    const forecast = (days: number) =>
      call<{ chartData: BalancePoint[] }>(user, requestTo(apiRoutes.reports.balanceForecast), {
        accountId: everyday,
        historicDaysFromNow: days,
      });
    const dashboard = (await forecast(8)).chartData;
    const trend = (await forecast(60)).chartData;
    // 15 Jan + 8 days is Friday 23 January: the first saving is paid that day.
    expect(dashboard.at(-1)).toEqual({ date: '2026-01-23', balance: 500 });
    for (const point of dashboard) expect(trend.find((other) => other.date === point.date)).toEqual(point);
  });
});
