import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from '../../../test/ledger.js';
import { createTestApp, testDialects, type TestApp } from '../../../test/test-app.js';
import { signUp, type SignedInUser } from '../../../test/users.js';
import { requestTo, withQuery } from '../../../test/api-request.js';

interface Listed {
  id: number;
  transactionDate: string;
}

/** The days of the period the pages are read from, many transactions on each so that pages end inside a day. */
const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20'];

describe.each(testDialects())("a budget period's transactions a page at a time on %s", (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let budgetId: number;
  const period = (query = '') =>
    withQuery(requestTo(apiRoutes.budgets.periodTransactions, { id: budgetId, periodNumber: 3 }), query);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Wednesday 18 Nov 2026 in Sydney: period 3 of a weekly budget from Monday 2 Nov is 16–22 Nov.
    t.clock.now = new Date('2026-11-18T01:00:00Z');
    user = await signUp(t, { timezoneId: 'Australia/Sydney' });
    const bank = await createBank(user, 'Everyday', 1000);
    const shop = await createThirdParty(user, 'Supermarket');
    budgetId = (
      await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
        name: 'Groceries',
        allowanceAmount: 200,
        startDate: '2026-11-02',
        budgetTypeId: 1,
      })
    ).id;
    const other = (
      await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
        name: 'Dining',
        allowanceAmount: 50,
        startDate: '2026-11-02',
        budgetTypeId: 1,
      })
    ).id;
    const pay = (date: string, lines: { amount: number; budgetId: number | null }[]) =>
      record(user, { debitAccountId: bank, creditAccountId: shop, date, lines: lines as { amount: number }[] });
    // Recorded out of date order, so that ids and dates disagree: the list goes by date, then by id.
    for (let i = 0; i < 23; i += 1) await pay(DAYS[(i * 3) % DAYS.length] as string, [{ amount: 1 + i, budgetId }]);
    // A split with one line on the budget, one with two lines on it (listed once), and ones that must not show.
    await pay('2026-11-17', [
      { amount: 5, budgetId },
      { amount: 7, budgetId: null },
    ]);
    await pay('2026-11-18', [
      { amount: 2, budgetId },
      { amount: 3, budgetId },
    ]);
    await pay('2026-11-18', [{ amount: 4, budgetId: other }]);
    await pay('2026-11-15', [{ amount: 6, budgetId }]);
    const deleted = await pay('2026-11-17', [{ amount: 8, budgetId }]);
    await call(user, requestTo(apiRoutes.transactions.remove, { id: deleted.id }));
  });
  afterAll(() => t.close());

  const whole = () => call<Listed[]>(user, period());

  it('answers the whole period without paging parameters, newest first and the newer id first on one day', async () => {
    const listed = await whole();
    expect(listed).toHaveLength(25);
    const expected = [...listed].sort((a, b) =>
      a.transactionDate === b.transactionDate ? b.id - a.id : a.transactionDate < b.transactionDate ? 1 : -1,
    );
    expect(listed.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(new Set(listed.map((row) => row.transactionDate))).toEqual(new Set(DAYS));
  });

  it.each([1, 2, 3, 7, 25, 100])(
    'reads pages of %i that join into the whole list without a gap or a repeat',
    async (size) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += size) {
        const page = await call<Listed[]>(user, period(`?limitResultCount=${size}&offset=${offset}`));
        expect(page.length).toBeLessThanOrEqual(size);
        ids.push(...page.map((row) => row.id));
        if (page.length < size) break;
      }
      expect(ids).toEqual((await whole()).map((row) => row.id));
    },
  );

  it('starts at the newest without an offset, and answers nothing past the end', async () => {
    const first = await call<Listed[]>(user, period('?limitResultCount=4'));
    expect(first.map((row) => row.id)).toEqual((await whole()).slice(0, 4).map((row) => row.id));
    expect(await call<Listed[]>(user, period('?limitResultCount=10&offset=25'))).toEqual([]);
    expect(await call<Listed[]>(user, period('?limitResultCount=10&offset=1000000'))).toEqual([]);
  });

  it.each([
    ['?limitResultCount=0', 'Number of results must be at least 1.'],
    ['?limitResultCount=1001', 'Number of results must be at most 1000.'],
    ['?limitResultCount=ten', 'Number of results must be a number.'],
    ['?limitResultCount=2.5', 'Number of results must be a whole number.'],
    ['?limitResultCount=', 'Number of results must be at least 1.'],
    ['?limitResultCount=10&offset=-1', 'Offset must not be below 0.'],
    ['?limitResultCount=10&offset=next', 'Offset must be a number.'],
    ['?limitResultCount=10&offset=1000001', 'Offset must be at most 1000000.'],
    ['?offset=10', 'Number of results is required with an offset.'],
  ])('refuses %s with a 400 that says why', async (query, description) => {
    const response = await user.inject(period(query));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ responseState: { isSuccess: false, description }, data: null });
  });

  it('answers an unknown budget with a 404, paged or not', async () => {
    for (const query of ['', '?limitResultCount=5&offset=5']) {
      const unknown = requestTo(apiRoutes.budgets.periodTransactions, { id: 999999, periodNumber: 1 });
      const response = await user.inject(withQuery(unknown, query));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().responseState.description).toBe('Budget not found.');
    }
  });
});
