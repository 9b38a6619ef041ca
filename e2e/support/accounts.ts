import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './app';

/**
 * API set-up for the accounts, categories and side panel specs. Only what a spec needs to exist before the
 * screen under test is made here; the screen itself is always driven as a user would.
 */
export interface SetupApi {
  call<T = { id: number }>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T>;
}

interface Envelope<T> {
  responseState: { isSuccess: boolean; description: string };
  data: T;
}

export async function setupApi(request: APIRequestContext, person: Person): Promise<SetupApi> {
  const login = await request.post('/token', { data: { username: person.email, password: person.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  return {
    async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
      const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as Envelope<T>).data;
    },
  };
}

/** Today as the browser's clock has it, YYYY-MM-DD (the specs run in Europe/London, like their users). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How the screens write a day: 05 Mar 2026. */
export function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

export async function createSubcategory(api: SetupApi, category: string, subcategory: string): Promise<{ categoryId: number; subcategoryId: number }> {
  const { id: categoryId } = await api.call('POST', '/api/category', { name: category });
  const { id: subcategoryId } = await api.call('POST', '/api/subcategory', { name: subcategory, categoryId });
  return { categoryId, subcategoryId };
}

export async function createBank(api: SetupApi, name: string, openingBalance: number, changes: object = {}): Promise<number> {
  return (await api.call('POST', '/api/account', { name, accountTypeId: 1, openingBalance, openingDate: '2026-01-01', ...changes })).id;
}

export async function createThirdParty(api: SetupApi, name: string, changes: object = {}): Promise<number> {
  return (await api.call('POST', '/api/account', { name, accountTypeId: 2, ...changes })).id;
}

/** A one-line payment from a bank account to a third party. */
export async function recordPayment(
  api: SetupApi,
  payment: { from: number; to: number; amount: number; subCategoryId?: number | null; description?: string; date?: string },
): Promise<number> {
  const saved = await api.call('POST', '/api/transaction', {
    transactionDate: payment.date ?? today(),
    transactionTypeId: 1,
    debitAccountId: payment.from,
    creditAccountId: payment.to,
    description: payment.description ?? '',
    transactionLines: [{ amount: payment.amount, subCategoryId: payment.subCategoryId ?? null }],
    tags: [],
  });
  return saved.id;
}
