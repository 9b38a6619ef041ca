import { AccountType, fromCents, type Account } from '@hearth/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { isSet } from '../../db/flags.js';
import { withLineReferenceNames } from '../../db/naming-joins.js';
import { familyScope } from '../../platform/tenancy.js';

/** Accounts with their default category, subcategory and budget names. */
export function accountsQuery(db: Executor, familyId: number) {
  const accounts = familyScope(db, familyId)
    .selectFrom('accounts')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.account_type_id',
      'accounts.created_at',
      'accounts.opening_date',
      'accounts.opening_balance',
      'accounts.is_favourite',
      'accounts.is_active',
      'accounts.is_deleted',
      'accounts.can_quick_transaction',
      'accounts.default_subcategory_id',
      'accounts.default_budget_id',
      'accounts.activity_total',
      'accounts.transaction_count',
    ])
    // What pending bank transactions add to the balance: few rows, found through the pending list's index.
    .select((eb) =>
      eb
        .selectFrom('bank_pending_transactions as pending')
        .innerJoin('transactions as pending_transaction', 'pending_transaction.id', 'pending.transaction_id')
        .select(
          sql<number>`coalesce(sum(case when pending_transaction.credit_account_id = pending.account_id then pending_transaction.amount when pending_transaction.debit_account_id = pending.account_id then -pending_transaction.amount else 0 end), 0)`.as(
            'total',
          ),
        )
        .whereRef('pending.account_id', '=', 'accounts.id')
        .where('pending_transaction.is_pending', '=', 1)
        .where('pending_transaction.is_deleted', '=', 0)
        .as('pending_total'),
    );
  return withLineReferenceNames(accounts, {
    subcategoryId: 'accounts.default_subcategory_id',
    budgetId: 'accounts.default_budget_id',
  });
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['executeTakeFirstOrThrow']>>;

/** Cents of an account's balance: a bank account starts from its opening balance. */
export function balanceCents(row: Pick<AccountRow, 'account_type_id' | 'opening_balance' | 'activity_total'>): number {
  return (row.account_type_id === AccountType.Bank ? Number(row.opening_balance) : 0) + Number(row.activity_total);
}

/**
 * What transactions dated after today change on each account (in cents), for the given accounts or all of
 * the family's: few rows, read through the family's date index.
 */
export async function futureMovements(
  db: Executor,
  familyId: number,
  today: string,
  accountIds: number[] | null = null,
): Promise<Map<number, number>> {
  let query = familyScope(db, familyId)
    .selectFrom('transactions')
    .select(['debit_account_id', 'credit_account_id', sql<number>`sum(amount)`.as('total')])
    .where('transaction_date', '>', today)
    .where('is_deleted', '=', 0)
    .groupBy(['debit_account_id', 'credit_account_id']);
  if (accountIds)
    query = query.where((eb) =>
      eb.or([eb('debit_account_id', 'in', accountIds), eb('credit_account_id', 'in', accountIds)]),
    );
  const movements = new Map<number, number>();
  for (const row of await query.execute()) {
    const total = Number(row.total);
    movements.set(row.debit_account_id, (movements.get(row.debit_account_id) ?? 0) - total);
    movements.set(row.credit_account_id, (movements.get(row.credit_account_id) ?? 0) + total);
  }
  return movements;
}

/** An account as the API answers it; `future` is what transactions dated after today change on it, in cents. */
export function toAccount(row: AccountRow, future = 0): Account {
  const isBank = row.account_type_id === AccountType.Bank;
  return {
    id: row.id,
    name: row.name,
    accountTypeId: row.account_type_id,
    accountType: isBank ? 'Bank Account' : 'Third Party',
    date: row.created_at.slice(0, 10),
    openingDate: row.opening_date,
    openingBalance: fromCents(Number(row.opening_balance)),
    isFavourite: isSet(row.is_favourite),
    isActive: isSet(row.is_active),
    isDeleted: isSet(row.is_deleted),
    canQuickTransaction: isSet(row.can_quick_transaction),
    defaultSubCategoryId: row.default_subcategory_id,
    defaultSubcategoryId: row.default_subcategory_id,
    defaultBudgetId: row.default_budget_id,
    defaultCategoryId: row.category_id,
    defaultCategory: row.category_name,
    defaultSubcategory: row.subcategory_name,
    defaultBudget: row.budget_name,
    balance: fromCents(balanceCents(row) - future),
    futureAmount: fromCents(future),
    pendingAmount: fromCents(Number(row.pending_total ?? 0)),
    transactionCount: Number(row.transaction_count),
  };
}
