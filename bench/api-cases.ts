import { apiRoutes, dayInTimeZone, pathTo, type ApiRoute, type HttpMethod, type PathValues } from '@hearth/contract';
import type { ApiClient } from './api-client.js';
import { measure, type MeasuredCase } from './measure.js';
import type { CaseKind } from './targets.js';
import type { LoadCase } from './throughput.js';

type Account = { id: number; name: string; accountTypeId: number };
type Tx = {
  id: number;
  transactionDate: string;
  transactionTypeId: number;
  debitAccountId: number;
  creditAccountId: number;
  description: string;
  transactionLines: { amount: number; subCategoryId: number | null; budgetId: number | null }[];
};

/** The method and address of a call. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
}

/** A call to a route of the contract's table, its parameters filled: the bench writes no API path itself. */
export function requestTo<P extends string>(route: ApiRoute<HttpMethod, P>, ...values: PathValues<P>): ApiRequest {
  return { method: route.method, url: pathTo(route, ...values) };
}

export interface ApiRun {
  results: MeasuredCase[];
  /** A thousand transactions of the everyday account, for the throughput of a transaction get. */
  transactionIds: number[];
}

/** Each screen's call, timed one after another over HTTP after a warm-up. */
export async function apiCases(
  api: ApiClient,
  iterations: number,
  log: (result: MeasuredCase) => void,
): Promise<ApiRun> {
  const call = <T = unknown>(request: ApiRequest, body?: unknown) => api.call<T>(request.method, request.url, body);
  const accounts = await call<Account[]>(requestTo(apiRoutes.accounts.list), {
    FilterAccountType: 0,
    includeBalances: true,
  });
  const everyday = accounts.find((a) => a.name === 'Everyday Account') as Account;
  const quickPayee = (await call<Account[]>(requestTo(apiRoutes.accounts.quick)))[0] as Account;
  const sample = await call<Tx[]>(requestTo(apiRoutes.transactions.search), {
    accountId: everyday.id,
    limitResultCount: 1000,
  });
  const ids = sample.map((tx) => tx.id);
  const today = dayInTimeZone(new Date(), 'Australia/Sydney');

  const results: MeasuredCase[] = [];
  const run = async (name: string, kind: CaseKind, fn: (i: number) => Promise<unknown>) => {
    const result = { ...(await measure(name, async (i) => void (await fn(i)), iterations)), kind };
    results.push(result);
    log(result);
  };

  await run('accounts list with balances', 'read', () =>
    call(requestTo(apiRoutes.accounts.list), { FilterAccountType: 0, includeBalances: true }),
  );
  // The per-account screen loads a period a page of 100 rows at a time.
  await run('account transactions, 30 days (page 1)', 'read', () =>
    call(requestTo(apiRoutes.transactions.list), {
      accountId: everyday.id,
      historicDaysFromNow: 30,
      limitResultCount: 100,
    }),
  );
  await run('account transactions, 180 days (page 1)', 'read', () =>
    call(requestTo(apiRoutes.transactions.list), {
      accountId: everyday.id,
      historicDaysFromNow: 180,
      limitResultCount: 100,
    }),
  );
  await run('account transactions, 180 days (page 5)', 'read', () =>
    call(requestTo(apiRoutes.transactions.list), {
      accountId: everyday.id,
      historicDaysFromNow: 180,
      limitResultCount: 100,
      offset: 400,
    }),
  );
  await run('transaction get', 'read', (i) =>
    call(requestTo(apiRoutes.transactions.get, { id: ids[i % ids.length] as number })),
  );
  await run('transaction save (update)', 'write', async (i) => {
    const tx = sample[i % sample.length] as Tx;
    await call(requestTo(apiRoutes.transactions.save), {
      id: tx.id,
      transactionDate: tx.transactionDate,
      transactionTypeId: tx.transactionTypeId,
      debitAccountId: tx.debitAccountId,
      creditAccountId: tx.creditAccountId,
      description: `Edited ${i}`,
      transactionLines: tx.transactionLines.map((l) => ({
        amount: l.amount,
        subCategoryId: l.subCategoryId,
        budgetId: l.budgetId,
      })),
      tags: [],
    });
  });
  const words = ['woolworths', 'salary', 'coffee', 'repair'];
  await run('search: description text', 'read', (i) =>
    call(requestTo(apiRoutes.transactions.search), { description: words[i % 4] }),
  );
  // The search screen's first page, as it asks for it: the target of "results as one types".
  await run('search: description text, first page of 100', 'search-first-page', (i) =>
    call(requestTo(apiRoutes.transactions.search), { description: words[i % 4], limitResultCount: 100 }),
  );
  // The search screen's total, asked beside its first page: of a text search, and of the whole ledger.
  await run('search total: description text', 'read', (i) =>
    call(requestTo(apiRoutes.transactions.searchTotal), { description: words[i % 4] }),
  );
  await run('search total: every transaction', 'read', () => call(requestTo(apiRoutes.transactions.searchTotal), {}));
  await run('search: amount range', 'read', (i) =>
    call(requestTo(apiRoutes.transactions.search), { minValue: 50 + (i % 50), maxValue: 60 + (i % 50) }),
  );
  await run('bulk update of 100 transactions', 'bulk', (i) => {
    const start = (i * 100) % (ids.length - 100);
    return call(requestTo(apiRoutes.transactions.bulkUpdate), {
      transactionIds: ids.slice(start, start + 100),
      description: `Bulk ${i}`,
    });
  });
  await run('quick entry', 'write', () =>
    call(requestTo(apiRoutes.transactions.quick), { creditAccountId: quickPayee.id, date: today, amount: 4.5 }),
  );
  await run('categories with usage', 'read', () => call(requestTo(apiRoutes.categories.list)));
  const scheduleIds = (await call<{ id: number }[]>(requestTo(apiRoutes.schedules.list))).map(
    (schedule) => schedule.id,
  );
  await run(`upcoming payments (${scheduleIds.length} schedules)`, 'read', () =>
    call(requestTo(apiRoutes.schedules.upcoming), { LimitResultCount: 1000 }),
  );
  await run('schedule get with its payments', 'read', (i) =>
    call(requestTo(apiRoutes.schedules.get, { id: scheduleIds[i % scheduleIds.length] as number })),
  );
  await run('payment calendar month', 'read', (i) =>
    call(requestTo(apiRoutes.schedules.calendar, { year: 2027, month: (i % 12) + 1 })),
  );
  await run('balance forecast, 14 days', 'read', () =>
    call(requestTo(apiRoutes.reports.balanceForecast), { accountId: everyday.id, historicDaysFromNow: 14 }),
  );
  await run(`balance forecast, 3 years (${scheduleIds.length} schedules)`, 'read', () =>
    call(requestTo(apiRoutes.reports.balanceForecast), { accountId: everyday.id, historicDaysFromNow: 1095 }),
  );
  await run('balance history, 14 days', 'read', () =>
    call(requestTo(apiRoutes.reports.balanceHistory), { accountId: everyday.id, historicDays: 14 }),
  );
  await run('tags with totals', 'read', () => call(requestTo(apiRoutes.tags.list)));
  const budgets = await call<{ id: number; name: string; currentBudgetNumber: number }[]>(
    requestTo(apiRoutes.budgets.list),
  );
  const groceries = budgets.find((b) => b.name === 'Groceries') as { id: number; currentBudgetNumber: number };
  await run(`budgets list with used (${budgets.length} budgets)`, 'read', () =>
    call(requestTo(apiRoutes.budgets.list)),
  );
  await run('budget with its periods (5 years weekly)', 'read', () =>
    call(requestTo(apiRoutes.budgets.get, { id: groceries.id })),
  );
  await run("budget period's transactions, first page of 100", 'read', (i) => {
    const periodNumber = groceries.currentBudgetNumber - (i % 10);
    const period = requestTo(apiRoutes.budgets.periodTransactions, { id: groceries.id, periodNumber });
    return call({ ...period, url: `${period.url}?limitResultCount=101&offset=0` });
  });
  await run('budget trend, weekly (5 years)', 'read', () =>
    call(requestTo(apiRoutes.budgets.report), { budgetTypeId: 1, budgetId: groceries.id }),
  );
  await run('category amounts, 730 days', 'read', () => call(requestTo(apiRoutes.reports.categoryAmount), {}));
  await run('categories over time, 730 days by month', 'read', () =>
    call(requestTo(apiRoutes.reports.categoriesOverTime), { granularity: 'month', includeCurrent: true }),
  );
  await run('categories over time, 730 days by week', 'read', () =>
    call(requestTo(apiRoutes.reports.categoriesOverTime), { granularity: 'week' }),
  );
  await run('net worth, 24 months', 'read', () => call(requestTo(apiRoutes.reports.netWorth), {}));
  await run('cash flow, 12 months', 'read', () => call(requestTo(apiRoutes.reports.cashFlow), {}));
  // 20 holdings with a month of 5-minute quotes each, as written (the server thins them only when it polls a provider).
  await run('investments list', 'read', () => call(requestTo(apiRoutes.investments.list)));
  await run('investment chart, 1 month', 'read', () =>
    call(requestTo(apiRoutes.investments.chart), { InvestmentChartPeriod: 4 }),
  );
  await run('balance history, 730 days', 'read', () =>
    call(requestTo(apiRoutes.reports.balanceHistory), { accountId: everyday.id, historicDays: 730 }),
  );
  return { results, transactionIds: ids };
}

/** The throughput cases: a call with nearly no work, one indexed read, and a list with balances. */
export function loadCases(transactionIds: number[]): LoadCase[] {
  const { heartbeat, transactions, accounts } = apiRoutes;
  return [
    { name: 'heartbeat', method: heartbeat.get.method, paths: [pathTo(heartbeat.get)], minPerSecond: 15_000 },
    {
      name: 'transaction get',
      method: transactions.get.method,
      paths: transactionIds.map((id) => pathTo(transactions.get, { id })),
      minPerSecond: 5_000,
    },
    {
      name: 'accounts list with balances',
      method: accounts.list.method,
      paths: [pathTo(accounts.list)],
      body: { FilterAccountType: 0, includeBalances: true },
      minPerSecond: 2_000,
    },
  ];
}
