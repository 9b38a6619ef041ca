import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './app';

/**
 * Ledger set-up through the API for the search and tag specs: what those screens show has to exist
 * first, and making it through other screens would test those screens instead.
 */
export interface LedgerApi {
  post<T = { id: number }>(path: string, data: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  remove(path: string): Promise<void>;
}

interface Envelope<T> {
  responseState: { isSuccess: boolean; description: string };
  data: T;
}

export async function ledgerApi(request: APIRequestContext, person: Person): Promise<LedgerApi> {
  const login = await request.post('/token', { data: { username: person.email, password: person.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  const headers = { Authorization: `Bearer ${token}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as Envelope<T>).data;
  };
  return {
    post: async <T>(path: string, data: unknown) => read<T>(await request.post(path, { headers, data })),
    get: async <T>(path: string) => read<T>(await request.get(path, { headers })),
    remove: async (path: string) => {
      await read<unknown>(await request.delete(path, { headers }));
    },
  };
}

/** A calendar day `days` before today (after, when negative), YYYY-MM-DD, as the browser's clock has it. */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How the screens write a day: 05 Mar 2026. */
export function shownDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

export async function createAccount(api: LedgerApi, name: string, accountTypeId: 1 | 2): Promise<number> {
  const body = accountTypeId === 1 ? { name, accountTypeId, openingDate: daysAgo(800), openingBalance: 1000, isActive: true } : { name, accountTypeId, isActive: true };
  return (await api.post('/api/account', body)).id;
}

/** A category with its subcategories; returns the subcategory ids by name. */
export async function createCategory(api: LedgerApi, name: string, subcategories: string[], income = false): Promise<Record<string, number>> {
  const category = await api.post('/api/category', { name, IncomeCategory: income });
  const ids: Record<string, number> = {};
  for (const sub of subcategories) ids[sub] = (await api.post('/api/subcategory', { name: sub, categoryId: category.id })).id;
  return ids;
}

export interface NewTransaction {
  date: string;
  type: 1 | 2 | 3;
  debit: number;
  credit: number;
  description: string;
  lines: { amount: number; subCategoryId?: number | null; budgetId?: number | null }[];
  tags?: number[];
}

export async function createTransaction(api: LedgerApi, transaction: NewTransaction): Promise<number> {
  const saved = await api.post('/api/transaction', {
    transactionDate: transaction.date,
    transactionTypeId: transaction.type,
    debitAccountId: transaction.debit,
    creditAccountId: transaction.credit,
    description: transaction.description,
    transactionLines: transaction.lines,
    tags: transaction.tags ?? [],
  });
  return saved.id;
}
