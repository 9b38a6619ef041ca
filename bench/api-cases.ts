import { dayInTimeZone } from '@hearth/contract';
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
  const { call } = api;
  const accounts = await call<Account[]>('POST', '/api/accounts', { FilterAccountType: 0, includeBalances: true });
  const everyday = accounts.find((a) => a.name === 'Everyday Account') as Account;
  const quickPayee = (await call<Account[]>('GET', '/api/accounts/quick'))[0] as Account;
  const sample = await call<Tx[]>('POST', '/api/transaction/search', {
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
    call('POST', '/api/accounts', { FilterAccountType: 0, includeBalances: true }),
  );
  // The per-account screen loads a period a page of 100 rows at a time.
  await run('account transactions, 30 days (page 1)', 'read', () =>
    call('POST', '/api/transactions', { accountId: everyday.id, historicDaysFromNow: 30, limitResultCount: 100 }),
  );
  await run('account transactions, 180 days (page 1)', 'read', () =>
    call('POST', '/api/transactions', { accountId: everyday.id, historicDaysFromNow: 180, limitResultCount: 100 }),
  );
  await run('account transactions, 180 days (page 5)', 'read', () =>
    call('POST', '/api/transactions', {
      accountId: everyday.id,
      historicDaysFromNow: 180,
      limitResultCount: 100,
      offset: 400,
    }),
  );
  await run('transaction get', 'read', (i) => call('GET', `/api/transaction/${ids[i % ids.length]}`));
  await run('transaction save (update)', 'write', async (i) => {
    const tx = sample[i % sample.length] as Tx;
    await call('POST', '/api/transaction', {
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
    call('POST', '/api/transaction/search', { description: words[i % 4] }),
  );
  // The search screen's first page, as it asks for it: the target of "results as one types".
  await run('search: description text, first page of 100', 'search-first-page', (i) =>
    call('POST', '/api/transaction/search', { description: words[i % 4], limitResultCount: 100 }),
  );
  await run('search: amount range', 'read', (i) =>
    call('POST', '/api/transaction/search', { minValue: 50 + (i % 50), maxValue: 60 + (i % 50) }),
  );
  await run('bulk update of 100 transactions', 'bulk', (i) => {
    const start = (i * 100) % (ids.length - 100);
    return call('POST', '/api/transaction/bulkupdate', {
      transactionIds: ids.slice(start, start + 100),
      description: `Bulk ${i}`,
    });
  });
  await run('quick entry', 'write', () =>
    call('POST', '/api/transaction/quick', { creditAccountId: quickPayee.id, date: today, amount: 4.5 }),
  );
  await run('categories with usage', 'read', () => call('GET', '/api/categories'));
  const scheduleIds = (await call<{ id: number }[]>('GET', '/api/schedules')).map((schedule) => schedule.id);
  await run(`upcoming payments (${scheduleIds.length} schedules)`, 'read', () =>
    call('POST', '/api/schedule/upcoming', { LimitResultCount: 1000 }),
  );
  await run('schedule get with its payments', 'read', (i) =>
    call('GET', `/api/schedule/${scheduleIds[i % scheduleIds.length]}`),
  );
  await run('payment calendar month', 'read', (i) => call('GET', `/api/schedule/calendar/2027/${(i % 12) + 1}`));
  await run('balance forecast, 14 days', 'read', () =>
    call('POST', '/api/report/balanceforecast', { accountId: everyday.id, historicDaysFromNow: 14 }),
  );
  await run(`balance forecast, 3 years (${scheduleIds.length} schedules)`, 'read', () =>
    call('POST', '/api/report/balanceforecast', { accountId: everyday.id, historicDaysFromNow: 1095 }),
  );
  await run('balance history, 14 days', 'read', () =>
    call('POST', '/api/report/balanceHistory', { accountId: everyday.id, historicDays: 14 }),
  );
  await run('tags with totals', 'read', () => call('GET', '/api/tags'));
  const budgets = await call<{ id: number; name: string; currentBudgetNumber: number }[]>('GET', '/api/budgets');
  const groceries = budgets.find((b) => b.name === 'Groceries') as { id: number; currentBudgetNumber: number };
  await run(`budgets list with used (${budgets.length} budgets)`, 'read', () => call('GET', '/api/budgets'));
  await run('budget with its periods (5 years weekly)', 'read', () => call('GET', `/api/budget/${groceries.id}`));
  await run("budget period's transactions, first page of 100", 'read', (i) =>
    call(
      'GET',
      `/api/budget/${groceries.id}/transactions/${groceries.currentBudgetNumber - (i % 10)}?limitResultCount=101&offset=0`,
    ),
  );
  await run('budget trend, weekly (5 years)', 'read', () =>
    call('POST', '/api/report/budget', { budgetTypeId: 1, budgetId: groceries.id }),
  );
  await run('category amounts, 730 days', 'read', () => call('POST', '/api/report/categoryamount', {}));
  await run('categories over time, 730 days by month', 'read', () =>
    call('POST', '/api/report/categoriesovertime', { granularity: 'month', includeCurrent: true }),
  );
  await run('categories over time, 730 days by week', 'read', () =>
    call('POST', '/api/report/categoriesovertime', { granularity: 'week' }),
  );
  await run('net worth, 24 months', 'read', () => call('POST', '/api/report/networth', {}));
  await run('cash flow, 12 months', 'read', () => call('POST', '/api/report/cashflow', {}));
  // 20 holdings with a month of 5-minute quotes each, as written (the server thins them only when it polls a provider).
  await run('investments list', 'read', () => call('GET', '/api/investments'));
  await run('investment chart, 1 month', 'read', () =>
    call('POST', '/api/investment/chart', { InvestmentChartPeriod: 4 }),
  );
  await run('balance history, 730 days', 'read', () =>
    call('POST', '/api/report/balanceHistory', { accountId: everyday.id, historicDays: 730 }),
  );
  return { results, transactionIds: ids };
}

/** The throughput cases: a call with nearly no work, one indexed read, and a list with balances. */
export function loadCases(transactionIds: number[]): LoadCase[] {
  return [
    { name: 'heartbeat', method: 'GET', paths: ['/api/heartbeat'], minPerSecond: 15_000 },
    {
      name: 'transaction get',
      method: 'GET',
      paths: transactionIds.map((id) => `/api/transaction/${id}`),
      minPerSecond: 5_000,
    },
    {
      name: 'accounts list with balances',
      method: 'POST',
      paths: ['/api/accounts'],
      body: { FilterAccountType: 0, includeBalances: true },
      minPerSecond: 2_000,
    },
  ];
}
