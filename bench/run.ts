import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dayInTimeZone } from '@hearth/contract';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createDemoFamily } from './demo-family.js';
import { importCases } from './import-cases.js';
import { measure, throughput, type CaseResult } from './measure.js';
import { startServer } from './server-process.js';

/**
 * npm run bench [-- --transactions N]: builds (or reuses) a family of N transactions (100,000 by default)
 * in bench/.data, starts the real server on 127.0.0.1 and measures its calls over HTTP.
 */
const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    schedules: { type: 'string', default: '200' },
    iterations: { type: 'string', default: '200' },
    port: { type: 'string', default: '8291' },
    /** HTTP worker processes of the server under test (its WORKERS setting). */
    workers: { type: 'string', default: '1' },
  },
});
const transactions = Number(values.transactions);
const scheduleCount = Number(values.schedules);
const iterations = Number(values.iterations);
const dataDir = path.resolve(import.meta.dirname, '.data', `family-${transactions}-${scheduleCount}`);
const marker = path.join(dataDir, 'dataset.json');

/** Raised when the generator makes something new (budgets, say): an older data set is then built again. */
const DATASET_VERSION = 4;

interface Dataset {
  version?: number;
  email: string;
  password: string;
  transactions: number;
}

async function dataset(): Promise<Dataset> {
  if (fs.existsSync(marker)) {
    const kept = JSON.parse(fs.readFileSync(marker, 'utf8')) as Dataset;
    if (kept.version === DATASET_VERSION) return kept;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'hearth.db') });
  await migrateToLatest(db);
  const started = performance.now();
  const family = await createDemoFamily(db, { transactions, schedules: scheduleCount, seed: 20261122, email: 'bench@hearth.local', password: 'Hearth-bench-1', today: dayInTimeZone(new Date(), 'Australia/Sydney'), investments: 20 });
  await db.close();
  console.log(`Built a family of ${family.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const made: Dataset = { version: DATASET_VERSION, email: family.email, password: family.password, transactions: family.transactions };
  fs.writeFileSync(marker, JSON.stringify(made, null, 2));
  return made;
}

const data = await dataset();
const logCase = (result: CaseResult) =>
  console.log(`${result.name.padEnd(44)} median ${result.medianMs.toFixed(2).padStart(7)} ms   p95 ${result.p95Ms.toFixed(2).padStart(7)} ms`);
// Before the server starts: the import cases copy the data set while it is at rest.
const importResults = await importCases(dataDir, Number(values.port) + 1, data, logCase);
const server = await startServer(dataDir, Number(values.port), values.workers);
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: data.email, password: data.password }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async <T = unknown>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const json = (await response.json()) as { data: T; responseState: { description: string } };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.responseState.description}`);
    return json.data;
  };

  type Account = { id: number; name: string; accountTypeId: number };
  type Tx = { id: number; transactionDate: string; transactionTypeId: number; debitAccountId: number; creditAccountId: number; description: string; transactionLines: { amount: number; subCategoryId: number | null; budgetId: number | null }[] };
  const accounts = await call<Account[]>('POST', '/api/accounts', { FilterAccountType: 0, includeBalances: true });
  const everyday = accounts.find((a) => a.name === 'Everyday Account') as Account;
  const quickPayee = (await call<Account[]>('GET', '/api/accounts/quick'))[0] as Account;
  const sample = await call<Tx[]>('POST', '/api/transaction/search', { accountId: everyday.id, limitResultCount: 1000 });
  const ids = sample.map((tx) => tx.id);
  const today = dayInTimeZone(new Date(), 'Australia/Sydney');

  const results: CaseResult[] = [];
  const run = async (name: string, fn: (i: number) => Promise<unknown>) => {
    const result = await measure(name, async (i) => void (await fn(i)), iterations);
    results.push(result);
    logCase(result);
  };

  await run('accounts list with balances', () => call('POST', '/api/accounts', { FilterAccountType: 0, includeBalances: true }));
  // The per-account screen loads a period a page of 100 rows at a time.
  await run('account transactions, 30 days (page 1)', () => call('POST', '/api/transactions', { accountId: everyday.id, historicDaysFromNow: 30, limitResultCount: 100 }));
  await run('account transactions, 180 days (page 1)', () => call('POST', '/api/transactions', { accountId: everyday.id, historicDaysFromNow: 180, limitResultCount: 100 }));
  await run('account transactions, 180 days (page 5)', () => call('POST', '/api/transactions', { accountId: everyday.id, historicDaysFromNow: 180, limitResultCount: 100, offset: 400 }));
  await run('transaction get', (i) => call('GET', `/api/transaction/${ids[i % ids.length]}`));
  await run('transaction save (update)', async (i) => {
    const tx = sample[i % sample.length] as Tx;
    await call('POST', '/api/transaction', {
      id: tx.id, transactionDate: tx.transactionDate, transactionTypeId: tx.transactionTypeId, debitAccountId: tx.debitAccountId, creditAccountId: tx.creditAccountId,
      description: `Edited ${i}`, transactionLines: tx.transactionLines.map((l) => ({ amount: l.amount, subCategoryId: l.subCategoryId, budgetId: l.budgetId })), tags: [],
    });
  });
  await run('search: description text', (i) => call('POST', '/api/transaction/search', { description: ['woolworths', 'salary', 'coffee', 'repair'][i % 4] }));
  await run('search: amount range', (i) => call('POST', '/api/transaction/search', { minValue: 50 + (i % 50), maxValue: 60 + (i % 50) }));
  await run('bulk update of 100 transactions', (i) => {
    const start = (i * 100) % (ids.length - 100);
    return call('POST', '/api/transaction/bulkupdate', { transactionIds: ids.slice(start, start + 100), description: `Bulk ${i}` });
  });
  await run('quick entry', () => call('POST', '/api/transaction/quick', { creditAccountId: quickPayee.id, date: today, amount: 4.5 }));
  await run('categories with usage', () => call('GET', '/api/categories'));
  const scheduleIds = (await call<{ id: number }[]>('GET', '/api/schedules')).map((schedule) => schedule.id);
  await run(`upcoming payments (${scheduleIds.length} schedules)`, () => call('POST', '/api/schedule/upcoming', { LimitResultCount: 1000 }));
  await run('schedule get with its payments', (i) => call('GET', `/api/schedule/${scheduleIds[i % scheduleIds.length]}`));
  await run('payment calendar month', (i) => call('GET', `/api/schedule/calendar/2027/${(i % 12) + 1}`));
  await run('balance forecast, 14 days', () => call('POST', '/api/report/balanceforecast', { accountId: everyday.id, historicDaysFromNow: 14 }));
  await run(`balance forecast, 3 years (${scheduleIds.length} schedules)`, () => call('POST', '/api/report/balanceforecast', { accountId: everyday.id, historicDaysFromNow: 1095 }));
  await run('balance history, 14 days', () => call('POST', '/api/report/balanceHistory', { accountId: everyday.id, historicDays: 14 }));
  await run('tags with totals', () => call('GET', '/api/tags'));
  const budgets = await call<{ id: number; name: string; currentBudgetNumber: number }[]>('GET', '/api/budgets');
  const groceries = budgets.find((b) => b.name === 'Groceries') as { id: number; currentBudgetNumber: number };
  await run(`budgets list with used (${budgets.length} budgets)`, () => call('GET', '/api/budgets'));
  await run('budget with its periods (5 years weekly)', () => call('GET', `/api/budget/${groceries.id}`));
  await run("budget period's transactions", (i) => call('GET', `/api/budget/${groceries.id}/transactions/${groceries.currentBudgetNumber - (i % 10)}`));
  await run('budget trend, weekly (5 years)', () => call('POST', '/api/report/budget', { budgetTypeId: 1, budgetId: groceries.id }));
  await run('category amounts, 730 days', () => call('POST', '/api/report/categoryamount', {}));
  await run('categories over time, 730 days by month', () => call('POST', '/api/report/categoriesovertime', { granularity: 'month', includeCurrent: true }));
  await run('categories over time, 730 days by week', () => call('POST', '/api/report/categoriesovertime', { granularity: 'week' }));
  await run('net worth, 24 months', () => call('POST', '/api/report/networth', {}));
  await run('cash flow, 12 months', () => call('POST', '/api/report/cashflow', {}));
  // 20 holdings with a month of 5-minute quotes each, as written (the server thins them only when it polls a provider).
  await run('investments list', () => call('GET', '/api/investments'));
  await run('investment chart, 1 month', () => call('POST', '/api/investment/chart', { InvestmentChartPeriod: 4 }));
  await run('balance history, 730 days', () => call('POST', '/api/report/balanceHistory', { accountId: everyday.id, historicDays: 730 }));

  results.push(...importResults);

  // Requests per second from 10 clients keeping their connections, for a call with nearly no work, one
  // indexed read and a list with balances.
  const loads = [
    { case: 'heartbeat', run: () => call('GET', '/api/heartbeat') },
    { case: 'transaction get', run: (i: number) => call('GET', `/api/transaction/${ids[i % ids.length]}`) },
    { case: 'accounts list with balances', run: () => call('POST', '/api/accounts', { FilterAccountType: 0, includeBalances: true }) },
  ];
  const throughputs = [];
  for (const load of loads) {
    let i = 0;
    const result = await throughput(async () => void (await load.run((i += 1))), 10, 5);
    throughputs.push({ case: load.case, clients: 10, requestsPerSecond: Number(result.perSecond.toFixed(1)) });
    console.log(`${`${load.case} throughput, 10 clients`.padEnd(44)} ${result.perSecond.toFixed(0)} requests/s`);
  }

  const report = {
    ranAt: new Date().toISOString(),
    transactions: data.transactions,
    schedules: scheduleCount,
    database: 'sqlite',
    node: process.version,
    cases: results.map((r) => ({ ...r, medianMs: Number(r.medianMs.toFixed(3)), p95Ms: Number(r.p95Ms.toFixed(3)) })),
    workers: Number(values.workers),
    throughput: throughputs,
  };
  fs.writeFileSync(path.resolve(import.meta.dirname, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to bench/results.json');
} finally {
  await server.stop();
}
