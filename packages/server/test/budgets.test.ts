import { apiRoutes, TransactionType } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface PeriodData {
  budgetNumber: number;
  fromDate: string;
  toDate: string;
  allowance: number;
  carryIn: number;
  effectiveAllowance: number;
  used: number;
  left: number;
  percentageUsed: number;
}

interface BudgetData {
  id: number;
  name: string;
  budgetType: string;
  allowanceAmount: number;
  budgetAmount: number;
  used: number;
  left: number;
  percentageUsed: number;
  currentBudgetNumber: number;
  primaryAccountName: string | null;
  schedule: PeriodData[];
}

describe.each(testDialects())('budgets on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let bank: number;
  let shop: number;
  let employer: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Wednesday 18 Nov 2026, midday in Sydney.
    t.clock.now = new Date('2026-11-18T01:00:00Z');
    user = await signUp(t, { timezoneId: 'Australia/Sydney' });
    bank = await createBank(user, 'Everyday', 1000);
    shop = await createThirdParty(user, 'Supermarket');
    employer = await createThirdParty(user, 'Employer');
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>) => user.inject({ ...requestTo(apiRoutes.budgets.save), payload });
  const weekly = (extra: Record<string, unknown> = {}) => ({
    name: 'Groceries',
    allowanceAmount: 200,
    startDate: '2026-11-02',
    budgetTypeId: 1,
    primaryAccountId: bank,
    startDayNumber: 1,
    ...extra,
  });
  const { Payment, Deposit } = TransactionType;
  const spend = (budgetId: number, amount: number, date: string, typeId: typeof Payment | typeof Deposit = Payment) =>
    record(user, {
      debitAccountId: typeId === Payment ? bank : employer,
      creditAccountId: typeId === Payment ? shop : bank,
      typeId,
      date,
      lines: [{ amount, budgetId }],
    });

  it('creates a weekly budget and shows what the current week used: payments add, refunds take back', async () => {
    const created = await save(weekly());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().responseState.description).toBe('Budget, Groceries, Saved Successfully.');
    const id = created.json().data.id as number;
    await spend(id, 50, '2026-11-16');
    await spend(id, 30.5, '2026-11-18');
    await spend(id, 10, '2026-11-17', Deposit);
    await spend(id, 99, '2026-11-15');
    const budget = await call<BudgetData>(user, requestTo(apiRoutes.budgets.get, { id }));
    expect(budget).toMatchObject({
      budgetType: 'Weekly',
      allowanceAmount: 200,
      budgetAmount: 200,
      currentBudgetNumber: 3,
      used: 70.5,
      left: 129.5,
      percentageUsed: 35.3,
      primaryAccountName: 'Everyday',
    });
    expect(budget.schedule.map((p) => [p.budgetNumber, p.fromDate, p.toDate, p.used])).toEqual([
      [1, '2026-11-02', '2026-11-08', 0],
      [2, '2026-11-09', '2026-11-15', 99],
      [3, '2026-11-16', '2026-11-22', 70.5],
    ]);
    const list = await call<BudgetData[]>(user, requestTo(apiRoutes.budgets.list));
    expect(list.find((b) => b.id === id)).toMatchObject({ used: 70.5, percentageUsed: 35.3 });
    const lines = await call<{ amount: number; transactionDate: string }[]>(
      user,
      requestTo(apiRoutes.budgets.periodTransactions, { id, periodNumber: 2 }),
    );
    expect(lines.map((l) => [l.transactionDate, l.amount])).toEqual([['2026-11-15', 99]]);
  });

  it('carries over what is left or overspent, with a cap on what is left, and changes the allowance from a period on', async () => {
    const created = await call<BudgetData>(user, requestTo(apiRoutes.budgets.save), {
      name: 'Dining',
      allowanceAmount: 100,
      startDate: '2026-09-01',
      budgetTypeId: 2,
      carryOver: true,
      carryOverCap: 30,
    });
    await spend(created.id, 40, '2026-09-10'); // leaves 60: 30 carried (cap)
    await spend(created.id, 150, '2026-10-05'); // 130 to spend: overspent by 20
    await spend(created.id, 10, '2026-11-02');
    let budget = await call<BudgetData>(user, requestTo(apiRoutes.budgets.get, { id: created.id }));
    expect(budget.schedule.map((p) => [p.allowance, p.carryIn, p.effectiveAllowance, p.used, p.left])).toEqual([
      [100, 0, 100, 40, 60],
      [100, 30, 130, 150, -20],
      [100, -20, 80, 10, 70],
    ]);
    budget = await call<BudgetData>(user, requestTo(apiRoutes.budgets.save), {
      id: created.id,
      name: 'Dining',
      allowanceAmount: 120,
      startDate: '2026-09-01',
      budgetTypeId: 2,
      carryOver: true,
      carryOverCap: 30,
    });
    expect(budget.schedule.map((p) => p.allowance)).toEqual([100, 100, 120]);
    expect(budget).toMatchObject({ allowanceAmount: 120, effectiveAllowance: 100, used: 10, left: 90 });
  });

  it('bounds what is carried either way by the cap, and says how far over a budget is', async () => {
    const created = await call<BudgetData>(user, requestTo(apiRoutes.budgets.save), {
      name: 'Dining out',
      allowanceAmount: 400,
      startDate: '2026-08-01',
      budgetTypeId: 2,
      carryOver: true,
      carryOverCap: 100,
    });
    await spend(created.id, 1000, '2026-08-10'); // overspent by 600: only 100 of it carried
    await spend(created.id, 3313, '2026-09-10'); // 300 to spend: 3,313 used, over by 3,013
    await spend(created.id, 100, '2026-10-05'); // 300 to spend
    const budget = await call<BudgetData>(user, requestTo(apiRoutes.budgets.get, { id: created.id }));
    expect(
      budget.schedule.map((p) => [p.allowance, p.carryIn, p.effectiveAllowance, p.used, p.left, p.percentageUsed]),
    ).toEqual([
      [400, 0, 400, 1000, -600, 250],
      [400, -100, 300, 3313, -3013, 1104.3],
      [400, -100, 300, 100, 200, 33.3],
      [400, 100, 500, 0, 500, 0],
    ]);
    const trend = await call<{ instances: { percentageUsed: number }[] }[]>(user, requestTo(apiRoutes.budgets.report), {
      budgetId: created.id,
    });
    expect(trend[0]?.instances.map((i) => i.percentageUsed)).toEqual([250, 1104.3, 33.3, 0]);
  });

  it('answers the trend of every budget of a type, period by period', async () => {
    const trend = await call<
      { name: string; instances: { startDate: string; endDate: string; percentageUsed: number }[] }[]
    >(user, requestTo(apiRoutes.budgets.report), { budgetTypeId: 1 });
    expect(trend.map((s) => s.name)).toEqual(['Groceries']);
    expect(trend[0]?.instances.map((i) => [i.startDate, i.percentageUsed])).toEqual([
      ['2026-11-02', 0],
      ['2026-11-09', 49.5],
      ['2026-11-16', 35.3],
    ]);
  });

  it.each([
    ['no name', { name: ' ' }, 'Name is required.'],
    ['a zero allowance', { allowanceAmount: 0 }, 'The allowance must be more than zero.'],
    ['an end before the start', { endDate: '2026-11-01' }, 'The end date must not be before the start date.'],
    ['an unknown type', { budgetTypeId: 4 }, 'Budget type must be 1 (Weekly), 2 (Monthly) or 3 (Fortnightly).'],
    [
      'a third party as primary account',
      () => ({ name: 'Other', primaryAccountId: shop }),
      'Primary account: choose one of your active bank accounts.',
    ],
    ['a name taken in another case', { name: 'GROCERIES' }, 'A budget named GROCERIES already exists.'],
    [
      'a negative cap',
      { name: 'Fuel', carryOver: true, carryOverCap: -1 },
      'The carry-over cap must not be below zero.',
    ],
  ])('refuses %s', async (_name, change, message) => {
    const response = await save(weekly(typeof change === 'function' ? change() : change));
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it('deletes a budget softly: pickers drop it, its lines keep its name, third parties stop defaulting to it', async () => {
    const fuel = await call<BudgetData>(user, requestTo(apiRoutes.budgets.save), {
      name: 'Fuel',
      allowanceAmount: 80,
      startDate: '2026-11-02',
      budgetTypeId: 3,
    });
    const station = await createThirdParty(user, 'Station', { defaultBudgetId: fuel.id });
    const paid = await spend(fuel.id, 60, '2026-11-10');
    const removed = await user.inject(requestTo(apiRoutes.budgets.remove, { id: fuel.id }));
    expect(removed.json().responseState.description).toBe('Budget Fuel has been deleted.');
    expect((await call<BudgetData[]>(user, requestTo(apiRoutes.budgets.list))).map((b) => b.name)).not.toContain(
      'Fuel',
    );
    expect(
      (await call<{ defaultBudgetId: number | null }>(user, requestTo(apiRoutes.accounts.get, { id: station })))
        .defaultBudgetId,
    ).toBeNull();
    expect(
      (
        await call<{ transactionLines: { budgetId: number }[] }>(
          user,
          requestTo(apiRoutes.transactions.get, { id: paid.id }),
        )
      ).transactionLines[0]?.budgetId,
    ).toBe(fuel.id);
    expect((await user.inject(requestTo(apiRoutes.budgets.get, { id: fuel.id }))).statusCode).toBe(404);
    const refused = await spend(fuel.id, 5, '2026-11-11').catch(() => null);
    expect(refused).toBeNull();
  });

  it("treats another family's budget like a missing one", async () => {
    const stranger = await signUp(t);
    const own = await call<BudgetData>(user, requestTo(apiRoutes.budgets.save), weekly({ name: 'Own' }));
    for (const request of [
      (id: string | number) => requestTo(apiRoutes.budgets.get, { id }),
      (id: string | number) => requestTo(apiRoutes.budgets.periodTransactions, { id, periodNumber: 1 }),
      (id: string | number) => requestTo(apiRoutes.budgets.remove, { id }),
      (id: string | number) => ({
        ...requestTo(apiRoutes.budgets.save),
        payload: { ...weekly({ name: 'Theirs', primaryAccountId: null }), id: Number(id) },
      }),
      // The trend of one budget: not an empty list, a budget not found.
      (id: string | number) => ({ ...requestTo(apiRoutes.budgets.report), payload: { budgetId: Number(id) } }),
    ]) {
      await expectFamilyIsolation({ stranger, request, foreignId: own.id, missingId: 99_999_999 });
    }
    const foreign = await stranger.inject({ ...requestTo(apiRoutes.budgets.report), payload: { budgetId: own.id } });
    expect([foreign.statusCode, foreign.json().responseState.description]).toEqual([404, 'Budget not found.']);
  });

  it("numbers the current period in the user's time zone", async () => {
    const auckland = await signUp(t, { timezoneId: 'Pacific/Auckland' });
    const daily = await call<BudgetData>(auckland, requestTo(apiRoutes.budgets.save), {
      name: 'Week',
      allowanceAmount: 10,
      startDate: '2026-11-12',
      budgetTypeId: 1,
    });
    // 10:30 on 18 Nov in UTC is already the 19th in Auckland: still week 2 (19th to 25th).
    t.clock.now = new Date('2026-11-18T22:30:00Z');
    auckland.token = await login(t, auckland.email, auckland.password);
    expect(
      (await call<BudgetData>(auckland, requestTo(apiRoutes.budgets.get, { id: daily.id }))).currentBudgetNumber,
    ).toBe(2);
    t.clock.now = new Date('2026-11-18T01:00:00Z');
  });
});
