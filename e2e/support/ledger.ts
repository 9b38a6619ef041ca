import { expect, type APIRequestContext } from '@playwright/test';
// The two files themselves, not the package: they import nothing, so the specs load them as they are.
import {
  apiRoutes,
  pathTo,
  type ApiRoute,
  type HttpMethod,
  type PathValues,
} from '../../packages/contract/src/api-routes';
import { TransactionType, type TransactionTypeId } from '../../packages/contract/src/enums';
import type { Person } from './app';

export { apiRoutes };

/** The method and address of a call. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
}

/** A call to a route of the contract's table, its parameters filled: no spec writes an API path itself. */
export function requestTo<P extends string>(route: ApiRoute<HttpMethod, P>, ...values: PathValues<P>): ApiRequest {
  return { method: route.method, url: pathTo(route, ...values) };
}

/**
 * Ledger set-up through the API (accounts, categories, tags, transactions, schedules), so that a spec
 * spends its time on the screen it is about: making them through other screens would test those screens
 * instead.
 * Calls carry the person's bearer token; any refusal fails the spec.
 */
export interface LedgerSession {
  /** Calls a route of the table: `ledger.call(requestTo(apiRoutes.tags.save), { name })`. */
  call<T = { id: number }>(request: ApiRequest, data?: unknown): Promise<T>;
}

interface Envelope<T> {
  responseState: { isSuccess: boolean; description: string };
  data: T;
}

export async function ledgerSession(
  request: APIRequestContext,
  person: Pick<Person, 'email' | 'password'>,
): Promise<LedgerSession> {
  const signIn = requestTo(apiRoutes.auth.signIn);
  const login = await request.fetch(signIn.url, {
    method: signIn.method,
    data: { username: person.email, password: person.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  return {
    async call<T>({ method, url }: ApiRequest, data?: unknown) {
      const response = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as Envelope<T>).data;
    },
  };
}

/**
 * A calendar day relative to today, YYYY-MM-DD (negative offsets are in the past), by the clock of the
 * machine running the specs: the browser and the registered users share its Europe/London zone.
 */
export function isoDay(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the screens write it: 05 Mar 2026. */
export function shownDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** Opened long before any transaction a spec records, so that none predates its account. */
const OPENING_DATE_OFFSET = -800;

/** `extra` sets any other field of the account (isActive, isFavourite, openingDate…). */
export async function createBankAccount(
  ledger: LedgerSession,
  name: string,
  openingBalance = 0,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const body = {
    name,
    accountTypeId: 1,
    openingBalance,
    openingDate: isoDay(OPENING_DATE_OFFSET),
    isActive: true,
    ...extra,
  };
  return (await ledger.call(requestTo(apiRoutes.accounts.save), body)).id;
}

/** `extra` sets any other field of the account (canQuickTransaction, defaultSubCategoryId…). */
export async function createThirdParty(
  ledger: LedgerSession,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  return (await ledger.call(requestTo(apiRoutes.accounts.save), { name, accountTypeId: 2, isActive: true, ...extra }))
    .id;
}

/** A category with its subcategories; the subcategory ids come back by name. */
export async function createCategory(
  ledger: LedgerSession,
  name: string,
  subcategories: string[],
  income = false,
): Promise<{ categoryId: number; subcategoryIds: Record<string, number> }> {
  const { id: categoryId } = await ledger.call(requestTo(apiRoutes.categories.saveCategory), {
    name,
    IncomeCategory: income,
  });
  const subcategoryIds: Record<string, number> = {};
  for (const subcategory of subcategories) {
    const saved = await ledger.call(requestTo(apiRoutes.categories.saveSubcategory), { name: subcategory, categoryId });
    subcategoryIds[subcategory] = saved.id;
  }
  return { categoryId, subcategoryIds };
}

/** `extra` sets any other field of the tag (deactivated, useValidityPeriod…). */
export async function createTag(
  ledger: LedgerSession,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  return (await ledger.call(requestTo(apiRoutes.tags.save), { name, ...extra })).id;
}

export interface TransactionInput {
  debitAccountId: number;
  creditAccountId: number;
  /** One line per amount, or lines with their subcategory and budget. */
  lines: (number | { amount: number; subCategoryId?: number | null; budgetId?: number | null })[];
  /** A payment unless given. */
  typeId?: TransactionTypeId;
  /** Today unless given. */
  date?: string;
  description?: string;
  tags?: number[];
}

export async function recordTransaction(ledger: LedgerSession, input: TransactionInput): Promise<number> {
  const saved = await ledger.call(requestTo(apiRoutes.transactions.save), {
    transactionDate: input.date ?? isoDay(),
    transactionTypeId: input.typeId ?? TransactionType.Payment,
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    description: input.description ?? '',
    transactionLines: input.lines.map((line) => (typeof line === 'number' ? { amount: line } : line)),
    tags: input.tags ?? [],
  });
  return saved.id;
}

/** A soft delete, as the transaction editor's Delete does. */
export async function deleteTransaction(ledger: LedgerSession, id: number): Promise<void> {
  await ledger.call<unknown>(requestTo(apiRoutes.transactions.remove, { id }));
}

export interface ScheduleInput {
  description: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  scheduleStart: string;
  /** 1 Once … 8 Annually; 4 Monthly unless given. */
  recurrenceTypeId?: number;
  /** 1 No (the default), 2 Preceding Friday, 3 Following Monday. */
  weekdayOnlyTypeId?: number;
  /** A payment unless given. */
  transactionTypeId?: TransactionTypeId;
  subcategoryId?: number | null;
}

/** A schedule that never ends. */
export async function createSchedule(ledger: LedgerSession, input: ScheduleInput): Promise<number> {
  const saved = await ledger.call(requestTo(apiRoutes.schedules.save), {
    recurrenceTypeId: 4,
    recurrenceEndTypeId: 1,
    weekdayOnlyTypeId: 1,
    transactionTypeId: TransactionType.Payment,
    tags: [],
    ...input,
  });
  return saved.id;
}

/** Pays a payment at once, as the schedules list's Pay does without changes. */
export async function payPayment(ledger: LedgerSession, scheduleId: number, paymentNumber: number): Promise<void> {
  await ledger.call(requestTo(apiRoutes.schedules.pay, { id: scheduleId, paymentNumber }));
}

export async function skipPayment(ledger: LedgerSession, scheduleId: number, paymentNumber: number): Promise<void> {
  await ledger.call(requestTo(apiRoutes.schedules.saveVariation), { scheduleId, paymentNumber, skipIt: true });
}

export interface BalancePoint {
  date: string;
  balance: number;
}

export interface BalanceReport {
  accountId: number;
  accountName: string;
  chartData: BalancePoint[];
  scenarioData: BalancePoint[];
}

export async function balanceForecast(
  ledger: LedgerSession,
  accountId: number,
  days: number,
  scenarioId?: number,
): Promise<BalanceReport> {
  return ledger.call<BalanceReport>(requestTo(apiRoutes.reports.balanceForecast), {
    accountId,
    historicDaysFromNow: days,
    scenarioId: scenarioId ?? null,
  });
}

/** A scenario using its own amount for each schedule given, as its editor's Add does. */
export async function createScenario(
  ledger: LedgerSession,
  name: string,
  amounts: { scheduleId: number; amount: number }[],
): Promise<number> {
  const { id } = await ledger.call(requestTo(apiRoutes.scenarios.save), { id: 0, name, description: '' });
  for (const { scheduleId, amount } of amounts)
    await ledger.call<unknown>(requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: id, scheduleId }), { amount });
  return id;
}
