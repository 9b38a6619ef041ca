import { HistoryAction } from '@hearth/contract';
import { notFound } from '../../platform/errors.js';
import { recordTransactionEvents } from '../history/transaction-records.js';
import { familyScope } from '../../platform/tenancy.js';
import { ownedByFamily, updateTransactionsById } from './by-ids.js';
import type { LedgerContext } from './context.js';
import { batchesOf, refuseReconciled } from './reconcile.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';
import { TRANSACTION_NOT_FOUND } from './writer.js';

/**
 * Deletes many transactions softly in one go, with the same rules as deleteTransaction: each must be live
 * and unlocked, its bank ids go, and it leaves the balances and every kept total. The rows are locked a
 * few hundred at a time in ascending id order, the totals of their lines and days move once per batch
 * and the accounts' once for all, so that taking back an import of thousands of rows costs a few
 * statements per hundred rows rather than a dozen per row. All or nothing, as the caller's write.
 */
export async function deleteTransactions(ledger: LedgerContext, ids: number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const accounts = new AccountChanges();
  for (const batch of batchesOf(sorted)) {
    let query = ledger.trx
      .selectFrom('transactions')
      .selectAll()
      .where('id', 'in', batch)
      .where(ownedByFamily('transactions.family_id', ledger.familyId))
      .orderBy('id');
    if (ledger.dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    if (rows.length !== batch.length || rows.some((row) => row.is_deleted)) throw notFound(TRANSACTION_NOT_FOUND);
    rows.forEach(refuseReconciled);
    await familyScope(ledger.trx, ledger.familyId)
      .deleteFrom('bank_links')
      .where('transaction_id', 'in', batch)
      .execute();
    await updateTransactionsById(ledger, batch)
      .set({ is_deleted: 1, deleted_at: ledger.now, updated_at: ledger.now })
      .execute();
    for (const row of rows) accounts.add(row, -1);
    await applyLineTotals(ledger, batch, -1);
  }
  await applyAccountChanges(ledger, accounts);
  await recordTransactionEvents(ledger, sorted, HistoryAction.Delete);
}
