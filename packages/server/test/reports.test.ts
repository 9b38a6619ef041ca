import { apiRoutes, TransactionType, type TransactionTypeId } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty, record, type TransactionLineInput } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

describe.each(testDialects())('category and month reports on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let food: { categoryId: number; subcategoryId: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-11-24T12:00:00Z');
    user = await signUp(t, { timezoneId: 'UTC' });
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    const employer = await createThirdParty(user, 'Employer');
    food = await createSubcategory(user, 'Food', 'Groceries');
    const wages = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), {
      name: 'Wages',
      IncomeCategory: true,
    });
    const pay = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
      name: 'Salary',
      categoryId: wages.id,
    });
    const { Payment, Deposit, Transfer } = TransactionType;
    const groceries = (amount: number) => ({ amount, subCategoryId: food.subcategoryId });
    const entry = (typeId: TransactionTypeId, from: number, to: number, date: string, lines: TransactionLineInput[]) =>
      record(user, { typeId, debitAccountId: from, creditAccountId: to, date, lines });
    await entry(Payment, bank, shop, '2026-10-05', [groceries(40), { amount: 2.5 }]);
    await entry(Payment, bank, shop, '2026-11-02', [groceries(60)]);
    await entry(Deposit, shop, bank, '2026-11-03', [groceries(10)]);
    await entry(Deposit, employer, bank, '2026-11-10', [{ amount: 1000, subCategoryId: pay.id }]);
    // Moving money between the family's own accounts is neither spending nor income.
    const savings = await createBank(user, 'Savings', 0);
    await entry(Transfer, bank, savings, '2026-11-05', [{ amount: 300 }]);
  });
  afterAll(() => t.close());

  it('sums each subcategory over the period: refunds take back spending, income counts deposits, own transfers do not count', async () => {
    const rows = await call(user, requestTo(apiRoutes.reports.categoryAmount), { historicDays: 90 });
    expect(rows).toEqual([
      {
        amount: 1000,
        category: 'Wages',
        subcategory: 'Salary',
        categoryId: expect.any(Number),
        subCategoryId: expect.any(Number),
        incomeCategory: true,
      },
      {
        amount: 90,
        category: 'Food',
        subcategory: 'Groceries',
        categoryId: food.categoryId,
        subCategoryId: food.subcategoryId,
        incomeCategory: false,
      },
      {
        amount: 2.5,
        category: 'Uncategorised',
        subcategory: 'Uncategorised',
        categoryId: null,
        subCategoryId: null,
        incomeCategory: false,
      },
    ]);
    const november = await call<{ amount: number }[]>(user, requestTo(apiRoutes.reports.categoryAmount), {
      categoryId: food.categoryId,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(november.map((r) => r.amount)).toEqual([50]);
  });

  it('sums a subcategory per month, leaving the running month out unless asked', async () => {
    const request = {
      subCategoryId: food.subcategoryId,
      fromDate: '2026-09-15',
      toDate: '2026-11-24',
      granularity: 'month',
    };
    expect(await call(user, requestTo(apiRoutes.reports.categoriesOverTime), request)).toEqual([
      { amount: 0, displayLabel: 'Sep 2026', fromDate: '2026-09-15', toDate: '2026-09-30' },
      { amount: 40, displayLabel: 'Oct 2026', fromDate: '2026-10-01', toDate: '2026-10-31' },
    ]);
    const withCurrent = await call<{ amount: number; displayLabel: string }[]>(
      user,
      requestTo(apiRoutes.reports.categoriesOverTime),
      { ...request, includeCurrent: true, granularity: 2 },
    );
    expect(withCurrent.at(-1)).toMatchObject({ amount: 50, displayLabel: 'Nov 2026' });
  });

  it('answers net worth at each month end and cash flow with the savings rate', async () => {
    const worth = await call<{ month: string; date: string; total: number }[]>(
      user,
      requestTo(apiRoutes.reports.netWorth),
      {
        months: 3,
      },
    );
    expect(worth.map((p) => [p.month, p.date, p.total])).toEqual([
      ['2026-09', '2026-09-30', 100],
      ['2026-10', '2026-10-31', 57.5],
      ['2026-11', '2026-11-24', 1007.5],
    ]);
    const flow = await call<
      { month: string; income: number; spending: number; net: number; savingsRate: number | null }[]
    >(user, requestTo(apiRoutes.reports.cashFlow), { months: 2 });
    expect(flow).toEqual([
      { month: '2026-10', displayLabel: 'Oct 2026', income: 0, spending: 42.5, net: -42.5, savingsRate: null },
      // The grocery refund takes spending back (as on every report), rather than counting as income.
      { month: '2026-11', displayLabel: 'Nov 2026', income: 1000, spending: 50, net: 950, savingsRate: 95 },
    ]);
  });

  it.each([
    [
      'a from date after the to date',
      apiRoutes.reports.categoryAmount,
      { fromDate: '2026-11-02', toDate: '2026-11-01' },
      'The from date (02 Nov 2026) must not be after the to date (01 Nov 2026).',
    ],
    [
      'an unknown granularity',
      apiRoutes.reports.categoriesOverTime,
      { granularity: 'fortnight' },
      'Granularity must be week, month, quarter or year (1 to 4).',
    ],
    ['too many months', apiRoutes.reports.netWorth, { months: 601 }, 'Months must be at most 600.'],
  ])('refuses %s', async (_name, route, payload, message) => {
    const response = await user.inject({ ...requestTo(route), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it("treats another family's category and subcategory like missing ones", async () => {
    const stranger = await signUp(t);
    await expectFamilyIsolation({
      stranger,
      foreignId: food.categoryId,
      missingId: 99_999_999,
      request: (id) => ({ ...requestTo(apiRoutes.reports.categoryAmount), payload: { categoryId: Number(id) } }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: food.subcategoryId,
      missingId: 99_999_999,
      request: (id) => ({
        ...requestTo(apiRoutes.reports.categoriesOverTime),
        payload: { subCategoryId: Number(id) },
      }),
    });
    expect(await call(stranger, requestTo(apiRoutes.reports.categoryAmount), {})).toEqual([]);
  });
});
