import { addDays, toCents, type SaveTransactionRequest, type Transaction, type TransactionListRequest } from '@hearth/contract';
import type { Insertable, Transaction as Trx } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { applyLineTotals, applyMovement, type Movement } from './balances.js';
import { checkAccounts, checkLineReferences, checkTags } from './checks.js';
import { hydrate, transactionsQuery, type TransactionRow } from './read-model.js';
import { payablePayment } from '../schedules/payable.js';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';
const DEFAULT_HISTORY_DAYS = 30;

export async function getTransaction(deps: AppDeps, familyId: number, id: number): Promise<Transaction> {
  const row = await transactionsQuery(deps.db.kysely, familyId).where('transactions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  const [transaction] = await hydrate(deps.db.kysely, familyId, [row], { withAttachments: true });
  return transaction as Transaction;
}

/**
 * A live transaction read inside a write. PostgreSQL locks the row until the write commits; SQLite writes
 * one database transaction at a time already.
 */
export async function lockedTransaction(deps: AppDeps, trx: Trx<Database>, familyId: number, id: number) {
  let query = familyScope(trx, familyId).selectFrom('transactions').selectAll().where('id', '=', id);
  if (deps.db.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.is_deleted) throw notFound(TRANSACTION_NOT_FOUND);
  return row;
}

const newestFirst = (a: TransactionRow, b: TransactionRow) =>
  b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id;

/**
 * An account's transactions of the last N days (and any dated later), newest first, each with the
 * account's balance after it. Without an account: the family's latest transactions up to today.
 */
export async function listTransactions(deps: AppDeps, auth: AuthContext, request: TransactionListRequest): Promise<Transaction[]> {
  const db = deps.db.kysely;
  const today = todayFor(deps, auth);
  const limit = request.limitResultCount ?? null;
  if (!request.accountId) {
    const rows = await transactionsQuery(db, auth.familyId)
      .where('transactions.is_deleted', '=', 0)
      .where('transactions.transaction_date', '<=', today)
      .orderBy('transactions.transaction_date', 'desc')
      .orderBy('transactions.id', 'desc')
      .limit(limit ?? 10)
      .execute();
    return hydrate(db, auth.familyId, rows);
  }
  const accountId = request.accountId;
  const account = await familyScope(db, auth.familyId)
    .selectFrom('accounts')
    .select(['account_type_id', 'opening_balance', 'activity_total'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('Account not found.');
  const since = addDays(today, -(request.historicDaysFromNow ?? DEFAULT_HISTORY_DAYS));
  const offset = request.offset ?? 0;
  // Enough rows of each side to fill the page after the skipped ones; two index range scans (one per
  // side) are far cheaper than one scan with OR.
  const wanted = limit === null ? null : offset + limit;
  const side = (column: 'transactions.debit_account_id' | 'transactions.credit_account_id') => {
    const query = transactionsQuery(db, auth.familyId)
      .where(column, '=', accountId)
      .where('transactions.transaction_date', '>=', since)
      .where('transactions.is_deleted', '=', 0)
      .orderBy('transactions.transaction_date', 'desc')
      .orderBy('transactions.id', 'desc');
    return (wanted === null ? query : query.limit(wanted)).execute();
  };
  const [debits, credits] = await Promise.all([side('transactions.debit_account_id'), side('transactions.credit_account_id')]);
  const rows = [...debits, ...credits].sort(newestFirst);
  // The balance after the newest transaction is the account's balance; each older one is found by
  // taking back the effect of the ones after it.
  const running = new Map<number, number>();
  let balance = (account.account_type_id === 1 ? Number(account.opening_balance) : 0) + Number(account.activity_total);
  for (const row of rows) {
    running.set(row.id, balance);
    balance += row.debit_account_id === accountId ? Number(row.amount) : -Number(row.amount);
  }
  const page = rows.slice(offset, wanted ?? undefined);
  return hydrate(db, auth.familyId, page, { runningBalances: running });
}

async function writeLinesAndTags(trx: Trx<Database>, familyId: number, transactionId: number, input: SaveTransactionRequest) {
  await trx
    .insertInto('transaction_lines')
    .values(
      input.transactionLines.map((line, index) => ({
        family_id: familyId,
        transaction_id: transactionId,
        line_number: index + 1,
        amount: toCents(line.amount),
        subcategory_id: line.subCategoryId ?? null,
        budget_id: line.budgetId ?? null,
      })),
    )
    .execute();
  const tagIds = [...new Set(input.tags ?? [])];
  if (tagIds.length) {
    await trx.insertInto('transaction_tags').values(tagIds.map((tagId) => ({ transaction_id: transactionId, tag_id: tagId }))).execute();
  }
}

export interface PaidPayment {
  scheduleId: number;
  paymentNumber: number;
}

/**
 * Writes a new transaction with its lines and tags inside a database transaction, and adds it to the kept
 * totals. Amount and checks are the caller's.
 */
export async function insertTransaction(
  trx: Trx<Database>,
  familyId: number,
  input: SaveTransactionRequest,
  values: Omit<Insertable<Database['transactions']>, 'family_id' | 'created_at' | 'schedule_id' | 'payment_number'> & Movement,
  payment: PaidPayment | null,
  now: string,
): Promise<number> {
  const created = await trx
    .insertInto('transactions')
    .values({ ...values, family_id: familyId, created_at: now, schedule_id: payment?.scheduleId ?? null, payment_number: payment?.paymentNumber ?? null })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two payments of one scheduled payment at the same moment: the unique index decides.
      if (payment && /unique|duplicate/i.test(String((error as Error).message))) throw badRequest('This payment is paid already.');
      throw error;
    });
  await writeLinesAndTags(trx, familyId, created.id, input);
  await applyMovement(trx, familyId, values, 1);
  await applyLineTotals(trx, familyId, [created.id], 1);
  return created.id;
}

/** Creates or updates a transaction: its amount is the sum of its lines, all written in one database transaction. */
export async function saveTransaction(deps: AppDeps, auth: AuthContext, input: SaveTransactionRequest): Promise<Transaction> {
  const familyId = auth.familyId;
  const db = deps.db.kysely;
  const id = input.id || null;
  const existing = id
    ? await familyScope(db, familyId).selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (id && (!existing || existing.is_deleted)) throw notFound(TRANSACTION_NOT_FOUND);
  const previousLines = id
    ? await familyScope(db, familyId).selectFrom('transaction_lines').select(['subcategory_id', 'budget_id']).where('transaction_id', '=', id).execute()
    : [];
  const amount = input.transactionLines.reduce((sum, line) => sum + toCents(line.amount), 0);
  if (amount <= 0) throw badRequest('The amount of a transaction must be more than zero.');
  // A new transaction may pay a schedule's payment; an edited one keeps the payment it paid.
  const paysPayment = !id && input.scheduleId ? { scheduleId: input.scheduleId, paymentNumber: input.paymentNumber ?? 0 } : null;
  if (paysPayment) await payablePayment(deps, auth, paysPayment.scheduleId, paysPayment.paymentNumber);
  await checkAccounts(db, familyId, input.transactionTypeId, input.debitAccountId, input.creditAccountId,
    existing ? [existing.debit_account_id, existing.credit_account_id] : []);
  await checkLineReferences(db, familyId, input.transactionLines, {
    subcategories: previousLines.map((line) => line.subcategory_id).filter((v): v is number => v !== null),
    budgets: previousLines.map((line) => line.budget_id).filter((v): v is number => v !== null),
  });
  await checkTags(db, familyId, input.tags ?? []);

  const now = deps.clock().toISOString();
  const values = {
    transaction_date: input.transactionDate,
    transaction_type_id: input.transactionTypeId,
    debit_account_id: input.debitAccountId,
    credit_account_id: input.creditAccountId,
    description: (input.description ?? '').trim(),
    amount,
    updated_at: now,
  };
  const savedId = await writeForFamily(db, familyId, async (trx) => {
    if (id) {
      // Read again under lock: what is taken back from the balances must be what is stored now.
      const existing = await lockedTransaction(deps, trx, familyId, id);
      await applyMovement(trx, familyId, existing, -1);
      await applyLineTotals(trx, familyId, [existing.id], -1);
      await familyScope(trx, familyId).updateTable('transactions').set(values).where('id', '=', existing.id).execute();
      await familyScope(trx, familyId).deleteFrom('transaction_lines').where('transaction_id', '=', existing.id).execute();
      await trx.deleteFrom('transaction_tags').where('transaction_id', '=', existing.id).execute();
      await writeLinesAndTags(trx, familyId, existing.id, input);
      await applyMovement(trx, familyId, values, 1);
      await applyLineTotals(trx, familyId, [existing.id], 1);
      return existing.id;
    }
    return insertTransaction(trx, familyId, input, values, paysPayment, now);
  });
  return getTransaction(deps, familyId, savedId);
}

/** Deletes a transaction softly: it leaves the balances and lists, and search can still show it. */
export async function deleteTransaction(deps: AppDeps, familyId: number, id: number): Promise<void> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const existing = await lockedTransaction(deps, trx, familyId, id);
    await familyScope(trx, familyId).updateTable('transactions').set({ is_deleted: 1, updated_at: deps.clock().toISOString() }).where('id', '=', id).execute();
    await applyMovement(trx, familyId, existing, -1);
    await applyLineTotals(trx, familyId, [id], -1);
  });
}
