import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Executor } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { recountKeptTotals } from '../src/features/ledger/recount.js';
import type { TestApp } from './test-app.js';

interface KeptTotals {
  accounts: { id: number; activity_total: number; transaction_count: number }[];
  subcategories: { id: number; line_total: number; line_count: number }[];
  budgetDays: { budget_id: number; day: string; amount: number; line_count: number }[];
  subcategoryDays: { day: string; subcategory_id: number; type_id: number; amount: number; line_count: number }[];
  accountDays: {
    account_id: number;
    day: string;
    type_id: number;
    credit_amount: number;
    debit_amount: number;
    transaction_count: number;
  }[];
  budgetTransactions: { budget_id: number; day: string; transaction_id: number }[];
  tags: { id: number; transaction_total: number; transaction_count: number }[];
  tagDays: { tag_id: number; day: string; amount: number; transaction_count: number }[];
}

async function keptTotals(db: Executor, familyId: number): Promise<KeptTotals> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'activity_total', 'transaction_count'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const subcategories = await db
    .selectFrom('subcategories')
    .select(['id', 'line_total', 'line_count'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const budgetDays = await db
    .selectFrom('budget_day_totals')
    .select(['budget_id', 'day', 'amount', 'line_count'])
    .where('family_id', '=', familyId)
    .orderBy('budget_id')
    .orderBy('day')
    .execute();
  const subcategoryDays = await db
    .selectFrom('subcategory_day_totals')
    .select(['day', 'subcategory_id', 'type_id', 'amount', 'line_count'])
    .where('family_id', '=', familyId)
    .orderBy('day')
    .orderBy('subcategory_id')
    .orderBy('type_id')
    .execute();
  const accountDays = await db
    .selectFrom('account_day_totals')
    .select(['account_id', 'day', 'type_id', 'credit_amount', 'debit_amount', 'transaction_count'])
    .where('family_id', '=', familyId)
    .orderBy('account_id')
    .orderBy('day')
    .orderBy('type_id')
    .execute();
  const budgetTransactions = await db
    .selectFrom('budget_transactions')
    .select(['budget_id', 'day', 'transaction_id'])
    .where('family_id', '=', familyId)
    .orderBy('budget_id')
    .orderBy('day')
    .orderBy('transaction_id')
    .execute();
  const tags = await db
    .selectFrom('tags')
    .select(['id', 'transaction_total', 'transaction_count'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const tagDays = await db
    .selectFrom('tag_day_totals')
    .select(['tag_id', 'day', 'amount', 'transaction_count'])
    .where('family_id', '=', familyId)
    .orderBy('tag_id')
    .orderBy('day')
    .execute();
  const numbers = <T extends object>(rows: T[]) =>
    rows.map(
      (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)])) as T,
    );
  return {
    accounts: numbers(accounts),
    subcategories: numbers(subcategories),
    budgetDays: numbers(budgetDays),
    subcategoryDays: numbers(subcategoryDays),
    accountDays: numbers(accountDays),
    budgetTransactions: numbers(budgetTransactions),
    tags: numbers(tags),
    tagDays: numbers(tagDays),
  };
}

class Rollback extends Error {}

/** The kept totals as the recount from scratch would set them, without changing the database. */
async function recountedTotals(db: Kysely<Database>, familyId: number): Promise<KeptTotals> {
  let recounted: KeptTotals | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      await recountKeptTotals(trx, familyId);
      recounted = await keptTotals(trx, familyId);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return recounted as unknown as KeptTotals;
}

export async function familyIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.deps.db.kysely
    .selectFrom('users')
    .select('family_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.family_id;
}

/**
 * What must hold after any sequence of writes: every kept total equals the recount from scratch (so no
 * day total that came back to nothing is left behind), every transaction's amount is the sum of its lines,
 * and no live transaction uses a deleted account.
 */
export async function expectLedgerIntegrity(db: Kysely<Database>, familyId: number): Promise<void> {
  expect(await keptTotals(db, familyId)).toEqual(await recountedTotals(db, familyId));
  const mismatched = await db
    .selectFrom('transactions as t')
    .select('t.id')
    .where('t.family_id', '=', familyId)
    .where('t.amount', '!=', (eb) =>
      eb
        .selectFrom('transaction_lines as l')
        .select(sql<number>`sum(l.amount)`.as('s'))
        .whereRef('l.transaction_id', '=', 't.id'),
    )
    .execute();
  expect(mismatched).toEqual([]);
  const onDeletedAccounts = await db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', (join) =>
      join.on((eb) =>
        eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))]),
      ),
    )
    .select('t.id')
    .where('t.family_id', '=', familyId)
    .where('t.is_deleted', '=', 0)
    .where('a.is_deleted', '=', 1)
    .execute();
  expect(onDeletedAccounts).toEqual([]);
}
