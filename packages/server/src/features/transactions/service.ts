import { HistoryAction } from '@hearth/contract';
import {
  addDays,
  toCents,
  type SaveTransactionRequest,
  type Transaction,
  type TransactionListRequest,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { writeLedger } from '../ledger/context.js';
import {
  createTransaction,
  deleteTransaction as deleteFromLedger,
  replaceTransaction,
  TRANSACTION_NOT_FOUND,
  type LedgerEntry,
} from '../ledger/writer.js';
import { restoreTransaction as restoreInLedger } from '../ledger/restore.js';
import { runningBalances } from '../../domain/running-balances.js';
import { hydrate, transactionRowById, transactionsQuery, type TransactionRow } from './read-model.js';
import { payablePayment } from '../schedules/payable.js';

export { TRANSACTION_NOT_FOUND };
const DEFAULT_HISTORY_DAYS = 30;

export async function getTransaction(deps: AppDeps, familyId: number, id: number): Promise<Transaction> {
  const [row] = await transactionRowById(deps.db.kysely, familyId, id);
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  const [transaction] = await hydrate(deps.db.kysely, familyId, [row], { withAttachments: true });
  return transaction as Transaction;
}

const newestFirst = (a: TransactionRow, b: TransactionRow) =>
  a.transaction_date < b.transaction_date ? 1 : a.transaction_date > b.transaction_date ? -1 : b.id - a.id;

/**
 * An account's transactions of the last N days (and any dated later), newest first, each with the
 * account's balance after it. Without an account: the family's latest transactions up to today.
 */
export async function listTransactions(
  deps: AppDeps,
  auth: AuthContext,
  request: TransactionListRequest,
): Promise<Transaction[]> {
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
  const [debits, credits] = await Promise.all([
    side('transactions.debit_account_id'),
    side('transactions.credit_account_id'),
  ]);
  const rows = [...debits, ...credits].sort(newestFirst);
  const running = runningBalances(
    accountId,
    (account.account_type_id === 1 ? Number(account.opening_balance) : 0) + Number(account.activity_total),
    rows.map((row) => ({ id: row.id, debitAccountId: row.debit_account_id, amount: Number(row.amount) })),
  );
  const page = rows.slice(offset, wanted ?? undefined);
  return hydrate(db, auth.familyId, page, { runningBalances: running });
}

/** A save request as the ledger writes it: amounts in cents. */
export function ledgerEntryOf(input: SaveTransactionRequest): LedgerEntry {
  return {
    date: input.transactionDate,
    typeId: input.transactionTypeId,
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    description: input.description ?? '',
    lines: input.transactionLines.map((line) => ({
      amount: toCents(line.amount),
      subcategoryId: line.subCategoryId ?? null,
      budgetId: line.budgetId ?? null,
    })),
    tagIds: input.tags ?? [],
  };
}

/**
 * Creates or updates a transaction. A new one may pay a schedule's payment, checked in the same database
 * transaction; an edited one keeps the payment it paid.
 */
export async function saveTransaction(
  deps: AppDeps,
  auth: AuthContext,
  input: SaveTransactionRequest,
): Promise<Transaction> {
  const entry = ledgerEntryOf(input);
  const id = input.id || null;
  const savedId = await writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      if (id) return replaceTransaction(ledger, id, entry);
      const payment = input.scheduleId
        ? { scheduleId: input.scheduleId, paymentNumber: input.paymentNumber ?? 0 }
        : null;
      if (payment) await payablePayment(deps, auth, payment.scheduleId, payment.paymentNumber, ledger.trx);
      return createTransaction(ledger, entry, payment);
    },
    { userId: auth.userId, ...(!id && input.scheduleId ? { action: HistoryAction.Pay } : {}) },
  );
  return getTransaction(deps, auth.familyId, savedId);
}

/**
 * Deletes a transaction softly: it leaves the balances and lists, and search can still show it. It can
 * be restored for a while (restoreTransaction), its attachments' files kept meanwhile.
 */
export async function deleteTransaction(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await writeLedger(deps, auth.familyId, (ledger) => deleteFromLedger(ledger, id), { userId: auth.userId });
}

/** Brings a deleted transaction back with everything it counted in (ledger/restore.ts). */
export async function restoreTransaction(deps: AppDeps, auth: AuthContext, id: number): Promise<Transaction> {
  await writeLedger(deps, auth.familyId, (ledger) => restoreInLedger(ledger, id), { userId: auth.userId });
  return getTransaction(deps, auth.familyId, id);
}
