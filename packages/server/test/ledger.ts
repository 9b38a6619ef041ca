import { expect } from 'vitest';
import type { SignedInUser } from './users.js';

/** Calls the API as a user and returns data, failing the test on anything but success. */
export async function call<T = unknown>(
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await user.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

export async function createBank(
  user: SignedInUser,
  name: string,
  openingBalance = 0,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const account = await call<{ id: number }>(user, 'POST', '/api/account', {
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
  const account = await call<{ id: number }>(user, 'POST', '/api/account', { name, accountTypeId: 2, ...extra });
  return account.id;
}

export async function createSubcategory(
  user: SignedInUser,
  categoryName: string,
  name: string,
): Promise<{ categoryId: number; subcategoryId: number }> {
  const category = await call<{ id: number }>(user, 'POST', '/api/category', { name: categoryName });
  const sub = await call<{ id: number }>(user, 'POST', '/api/subcategory', { name, categoryId: category.id });
  return { categoryId: category.id, subcategoryId: sub.id };
}

export interface PaymentInput {
  debitAccountId: number;
  creditAccountId: number;
  lines: { amount: number; subCategoryId?: number | null }[];
  date?: string;
  typeId?: 1 | 2 | 3;
  description?: string;
  tags?: number[];
}

export async function record(user: SignedInUser, input: PaymentInput): Promise<{ id: number; amount: number }> {
  return call(user, 'POST', '/api/transaction', {
    transactionDate: input.date ?? '2026-11-01',
    transactionTypeId: input.typeId ?? 1,
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    description: input.description ?? '',
    transactionLines: input.lines,
    tags: input.tags ?? [],
  });
}

export async function balanceOf(user: SignedInUser, accountId: number): Promise<number> {
  return (await call<{ balance: number }>(user, 'GET', `/api/account/${accountId}`)).balance;
}
