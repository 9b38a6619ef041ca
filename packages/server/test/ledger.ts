import { apiRoutes, TransactionType, type TransactionTypeId } from '@hearth/contract';
import { expect } from 'vitest';
import { requestTo, type ApiRequest } from './api-request.js';
import type { SignedInUser } from './users.js';

/** Calls the API as a user and returns data, failing the test on anything but success. */
export async function call<T = unknown>(
  user: SignedInUser,
  request: ApiRequest & { query?: Record<string, string> },
  payload?: unknown,
): Promise<T> {
  const response = await user.inject({ ...request, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

/** Sends a request the ledger's rules may refuse with a 400; any other refusal, a 5xx above all, fails the test. */
export async function attempt<T = unknown>(
  user: SignedInUser,
  request: ApiRequest,
  payload?: object,
): Promise<{ ok: boolean; data: T }> {
  const response = await user.inject({ ...request, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode !== 200) expect(response.statusCode, response.body).toBe(400);
  return { ok: response.statusCode === 200, data: response.json().data as T };
}

export async function createBank(
  user: SignedInUser,
  name: string,
  openingBalance = 0,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const account = await call<{ id: number }>(user, requestTo(apiRoutes.accounts.save), {
    name,
    accountTypeId: 1,
    openingBalance,
    openingDate: '2026-01-01',
    ...extra,
  });
  return account.id;
}

export async function createThirdParty(
  user: SignedInUser,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const account = await call<{ id: number }>(user, requestTo(apiRoutes.accounts.save), {
    name,
    accountTypeId: 2,
    ...extra,
  });
  return account.id;
}

export async function createSubcategory(
  user: SignedInUser,
  categoryName: string,
  name: string,
): Promise<{ categoryId: number; subcategoryId: number }> {
  const category = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), {
    name: categoryName,
  });
  const sub = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
    name,
    categoryId: category.id,
  });
  return { categoryId: category.id, subcategoryId: sub.id };
}

export interface TransactionLineInput {
  amount: number;
  subCategoryId?: number | null;
  budgetId?: number | null;
}

export interface TransactionInput {
  /** Set to change a saved transaction. */
  id?: number;
  debitAccountId: number;
  creditAccountId: number;
  lines: TransactionLineInput[];
  /** 1 Nov 2026 unless given. */
  date?: string;
  /** A payment unless given. */
  typeId?: TransactionTypeId;
  description?: string;
  tags?: number[];
}

/**
 * The body of a transaction's save, as the transaction editor sends it: the one place the tests build
 * it. A test that sends a field the editor would not spreads it over this.
 */
export function transactionBody(input: TransactionInput) {
  return {
    ...(input.id === undefined ? {} : { id: input.id }),
    transactionDate: input.date ?? '2026-11-01',
    transactionTypeId: input.typeId ?? TransactionType.Payment,
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    description: input.description ?? '',
    transactionLines: input.lines,
    tags: input.tags ?? [],
  };
}

/** Saves a transaction, failing the test on anything but success. */
export async function record(user: SignedInUser, input: TransactionInput): Promise<{ id: number; amount: number }> {
  return call(user, requestTo(apiRoutes.transactions.save), transactionBody(input));
}

export async function balanceOf(user: SignedInUser, accountId: number): Promise<number> {
  return (await call<{ balance: number }>(user, requestTo(apiRoutes.accounts.get, { id: accountId }))).balance;
}
