import { addDays, HistoryAction, RESTORE_WINDOW_DAYS } from '@hearth/contract';
import { recordTransactionEvents } from '../history/transaction-records.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { lockAccounts } from './checks.js';
import type { LedgerContext } from './context.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';
import { TRANSACTION_NOT_FOUND } from './writer.js';

export const NOT_DELETED = 'This transaction is not deleted: there is nothing to restore.';
export const RESTORE_TOO_LATE = `This transaction was deleted more than ${RESTORE_WINDOW_DAYS} days ago and can no longer be restored.`;
export const PAYMENT_PAID_SINCE =
  'The scheduled payment this transaction paid has been paid by another transaction since: delete that one first to restore this one.';

/** The last moment a transaction deleted at `deletedAt` (an ISO timestamp) can be restored. */
export function restorableUntil(deletedAt: string): string {
  const day = deletedAt.slice(0, 10);
  return `${addDays(day, RESTORE_WINDOW_DAYS)}${deletedAt.slice(10)}`;
}

/**
 * Brings a deleted transaction back as it was: its accounts' balances and counts, its subcategories',
 * budgets', tags' and reports' kept totals, and the scheduled payment it paid. Refused when it is past
 * its restore window, or when what it needs is gone: an account deleted since, a subcategory deleted
 * since, its scheduled payment paid again. The transaction's row is locked first, so parallel restores
 * of one transaction restore it once. Rows of attachments whose files were purged go: they have no file.
 */
export async function restoreTransaction(ledger: LedgerContext, id: number): Promise<void> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  let query = scope.selectFrom('transactions').selectAll().where('id', '=', id);
  if (ledger.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (!row.is_deleted) throw badRequest(NOT_DELETED);
  if (ledger.now > restorableUntil(row.deleted_at ?? row.updated_at)) throw badRequest(RESTORE_TOO_LATE);

  const accounts = await lockAccounts(ledger, [row.debit_account_id, row.credit_account_id]);
  for (const accountId of [row.debit_account_id, row.credit_account_id]) {
    const account = accounts.find((found) => found.id === accountId);
    if (!account || account.is_deleted)
      throw badRequest(
        `The account ${account?.name ?? 'it uses'} has been deleted since this transaction was: it cannot be restored.`,
      );
  }
  const deletedSubcategory = await scope
    .selectFrom('transaction_lines')
    .innerJoin('subcategories', 'subcategories.id', 'transaction_lines.subcategory_id')
    .select('subcategories.name')
    .where('transaction_lines.transaction_id', '=', id)
    .where('subcategories.is_deleted', '=', 1)
    .executeTakeFirst();
  if (deletedSubcategory)
    throw badRequest(
      `The subcategory ${deletedSubcategory.name} this transaction uses has been deleted since: restore the subcategory first, then the transaction.`,
    );
  if (row.schedule_id !== null) {
    const paidAgain = await scope
      .selectFrom('transactions')
      .select('id')
      .where('schedule_id', '=', row.schedule_id)
      .where('payment_number', '=', row.payment_number)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    if (paidAgain) throw badRequest(PAYMENT_PAID_SINCE);
  }

  await scope
    .updateTable('transactions')
    .set({ is_deleted: 0, deleted_at: null, updated_at: ledger.now })
    .where('id', '=', id)
    .execute();
  await applyAccountChanges(ledger, new AccountChanges().add(row, 1));
  await applyLineTotals(ledger, [id], 1);
  await scope.deleteFrom('attachments').where('transaction_id', '=', id).where('purged_at', 'is not', null).execute();
  await recordTransactionEvents(ledger, [id], HistoryAction.Restore);
}
