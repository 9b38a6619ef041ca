import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

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
    const wages = await call<{ id: number }>(user, 'POST', '/api/category', { name: 'Wages', IncomeCategory: true });
    const pay = await call<{ id: number }>(user, 'POST', '/api/subcategory', { name: 'Salary', categoryId: wages.id });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      date: '2026-10-05',
      lines: [{ amount: 40, subCategoryId: food.subcategoryId }, { amount: 2.5 }],
    });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      date: '2026-11-02',
      lines: [{ amount: 60, subCategoryId: food.subcategoryId }],
    });
    await record(user, {
      debitAccountId: shop,
      creditAccountId: bank,
      typeId: 2,
      date: '2026-11-03',
      lines: [{ amount: 10, subCategoryId: food.subcategoryId }],
    });
    await record(user, {
      debitAccountId: employer,
      creditAccountId: bank,
      typeId: 2,
      date: '2026-11-10',
      lines: [{ amount: 1000, subCategoryId: pay.id }],
    });
    // Moving money between the family's own accounts is neither spending nor income.
    const savings = await createBank(user, 'Savings', 0);
    await record(user, {
      debitAccountId: bank,
      creditAccountId: savings,
      typeId: 3,
      date: '2026-11-05',
      lines: [{ amount: 300 }],
    });
  });
  afterAll(() => t.close());

  it('sums each subcategory over the period: refunds take back spending, income counts deposits, own transfers do not count', async () => {
    const rows = await call(user, 'POST', '/api/report/categoryamount', { historicDays: 90 });
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
    const november = await call<{ amount: number }[]>(user, 'POST', '/api/report/categoryamount', {
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
    expect(await call(user, 'POST', '/api/report/categoriesovertime', request)).toEqual([
      { amount: 0, displayLabel: 'Sep 2026', fromDate: '2026-09-15', toDate: '2026-09-30' },
      { amount: 40, displayLabel: 'Oct 2026', fromDate: '2026-10-01', toDate: '2026-10-31' },
    ]);
    const withCurrent = await call<{ amount: number; displayLabel: string }[]>(
      user,
      'POST',
      '/api/report/categoriesovertime',
      { ...request, includeCurrent: true, granularity: 2 },
    );
    expect(withCurrent.at(-1)).toMatchObject({ amount: 50, displayLabel: 'Nov 2026' });
  });

  it('answers net worth at each month end and cash flow with the savings rate', async () => {
    const worth = await call<{ month: string; date: string; total: number }[]>(user, 'POST', '/api/report/networth', {
      months: 3,
    });
    expect(worth.map((p) => [p.month, p.date, p.total])).toEqual([
      ['2026-09', '2026-09-30', 100],
      ['2026-10', '2026-10-31', 57.5],
      ['2026-11', '2026-11-24', 1007.5],
    ]);
    const flow = await call<
      { month: string; income: number; spending: number; net: number; savingsRate: number | null }[]
    >(user, 'POST', '/api/report/cashflow', { months: 2 });
    expect(flow).toEqual([
      { month: '2026-10', displayLabel: 'Oct 2026', income: 0, spending: 42.5, net: -42.5, savingsRate: null },
      { month: '2026-11', displayLabel: 'Nov 2026', income: 1010, spending: 60, net: 950, savingsRate: 94.1 },
    ]);
  });

  it.each([
    [
      'a from date after the to date',
      '/api/report/categoryamount',
      { fromDate: '2026-11-02', toDate: '2026-11-01' },
      'The from date (02 Nov 2026) must not be after the to date (01 Nov 2026).',
    ],
    [
      'an unknown granularity',
      '/api/report/categoriesovertime',
      { granularity: 'fortnight' },
      'Granularity must be week, month, quarter or year (1 to 4).',
    ],
    ['too many months', '/api/report/networth', { months: 601 }, 'Months must be at most 600.'],
  ])('refuses %s', async (_name, url, payload, message) => {
    const response = await user.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it("treats another family's category and subcategory like missing ones", async () => {
    const stranger = await signUp(t);
    await expectFamilyIsolation({
      stranger,
      foreignId: food.categoryId,
      missingId: 99_999_999,
      request: (id) => ({ method: 'POST', url: '/api/report/categoryamount', payload: { categoryId: Number(id) } }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: food.subcategoryId,
      missingId: 99_999_999,
      request: (id) => ({
        method: 'POST',
        url: '/api/report/categoriesovertime',
        payload: { subCategoryId: Number(id) },
      }),
    });
    expect(await call(stranger, 'POST', '/api/report/categoryamount', {})).toEqual([]);
  });
});
