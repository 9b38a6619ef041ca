import { apiRoutes, TransactionType } from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { requestTo } from './api-request.js';
import { call, createBank, createThirdParty } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import type { TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

/** 18 November 2026 in Sydney: the day the undo tests run on. */
export const UNDO_TODAY = new Date('2026-11-18T01:00:00Z');

/** A refusal's status and description. */
export function refusal(response: LightMyRequestResponse) {
  return { status: response.statusCode, description: response.json().responseState.description as string };
}

export interface TransactionData {
  id: number;
  transactionDate: string;
  description: string;
  amount: number;
  isDeleted: boolean;
  transactionLines: { amount: number; subCategoryId: number | null; budgetId: number | null }[];
  tags: { id: number; name: string }[];
}

export const getTransaction = (user: SignedInUser, id: number) =>
  call<TransactionData>(user, requestTo(apiRoutes.transactions.get, { id }));

/** A transaction's parts an undo puts back, without the ids of its lines (an edit writes them anew). */
export function partsOf(transaction: TransactionData) {
  return {
    date: transaction.transactionDate,
    description: transaction.description,
    amount: transaction.amount,
    lines: transaction.transactionLines.map((line) => [line.amount, line.subCategoryId, line.budgetId]),
    tags: transaction.tags.map((tag) => tag.name).sort(),
  };
}

async function subcategory(user: SignedInUser, categoryId: number, name: string): Promise<number> {
  return (await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), { name, categoryId })).id;
}

/**
 * A family with a bank account (1000 to start), a shop and an employer, subcategories Groceries, Dining
 * and Household under Spending, a monthly Groceries budget and a Holiday tag.
 */
export async function undoFamily(t: TestApp) {
  const user = await signUp(t, { timezoneId: 'Australia/Sydney' });
  const bank = await createBank(user, 'Everyday', 1000);
  const shop = await createThirdParty(user, 'Shop');
  const employer = await createThirdParty(user, 'Employer');
  const spending = (
    await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), { name: 'Spending' })
  ).id;
  const groceries = await subcategory(user, spending, 'Groceries');
  const dining = await subcategory(user, spending, 'Dining');
  const household = await subcategory(user, spending, 'Household');
  const budget = (
    await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
      name: 'Food',
      allowanceAmount: 400,
      startDate: '2026-09-01',
      budgetTypeId: 2,
    })
  ).id;
  const holiday = (await call<{ id: number }>(user, requestTo(apiRoutes.tags.save), { name: 'Holiday' })).id;
  const familyId = await familyIdOf(t, user.email);
  return {
    user,
    familyId,
    bank,
    shop,
    employer,
    spending,
    groceries,
    dining,
    household,
    budget,
    holiday,
    subcategory: (name: string) => subcategory(user, spending, name),
    integrity: () => expectLedgerIntegrity(t.deps.db.kysely, familyId),
  };
}

export type UndoFamily = Awaited<ReturnType<typeof undoFamily>>;

/** Every answer of one request sent `times` times at once; a 5xx fails the test. */
export async function inParallel(
  user: SignedInUser,
  request: ReturnType<typeof requestTo>,
  times: number,
): Promise<{ status: number; description: string }[]> {
  const responses = await Promise.all(Array.from({ length: times }, () => user.inject(request)));
  for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
  return responses.map(refusal);
}

/** A monthly rent of 100 from the bank account to the shop, under Household, from `scheduleStart` on. */
export const monthlyRent = (f: UndoFamily, scheduleStart: string) => ({
  recurrenceTypeId: 4,
  scheduleStart,
  recurrenceEndTypeId: 1,
  weekdayOnlyTypeId: 3,
  description: 'Rent',
  transactionTypeId: TransactionType.Payment,
  debitAccountId: f.bank,
  creditAccountId: f.shop,
  subcategoryId: f.household,
  amount: 100,
});
