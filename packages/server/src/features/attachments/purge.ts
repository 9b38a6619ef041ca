import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { attachmentStorage } from './storage.js';

/** Temporary files younger than this may be uploads in progress in another process. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

/**
 * Removes from storage the files of deleted transactions that are still there, and marks their rows
 * purged. A transaction's delete is final once committed (there is no undelete), so its files have no
 * further use. The file goes first and the mark after: a crash in between leaves a row that the next
 * sweep purges again, harmlessly. Limited to a family and some transactions after a delete; the start-up
 * sweep passes neither. Answers how many files went.
 */
export async function purgeFilesOfDeletedTransactions(
  deps: AppDeps,
  only: { familyId: number; transactionIds: number[] } | null,
): Promise<number> {
  const storage = attachmentStorage(deps.config);
  let query = deps.db.kysely
    .selectFrom('attachments')
    .innerJoin('transactions', 'transactions.id', 'attachments.transaction_id')
    .select(['attachments.id', 'attachments.storage_key'])
    .where('transactions.is_deleted', '=', 1)
    .where('attachments.purged_at', 'is', null);
  if (only) {
    if (only.transactionIds.length === 0) return 0;
    query = query
      .where('attachments.family_id', '=', only.familyId)
      .where('attachments.transaction_id', 'in', only.transactionIds);
  }
  const rows = await query.orderBy('attachments.id').execute();
  for (const row of rows) {
    await storage.remove(row.storage_key);
    // Bookkeeping that no answer shows, so it raises no data version: the delete itself did.
    await deps.db.kysely
      .updateTable('attachments')
      .set({ purged_at: deps.clock().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/**
 * After a transaction's delete has committed: purges its files at once. A failure here does not undo or
 * fail the delete (it is committed, and the files are already out of reach); the start-up sweep finishes it.
 */
export async function purgeAfterDelete(deps: AppDeps, familyId: number, transactionIds: number[]): Promise<void> {
  try {
    await purgeFilesOfDeletedTransactions(deps, { familyId, transactionIds });
  } catch (error) {
    // No secret is in these errors: they come from the file system or the database.
    console.error(
      'purging the files of a deleted transaction failed; the next start-up finishes it:',
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * At start-up: the files of transactions deleted before a crash (or a failed purge), and uploads a crash
 * cut short.
 */
export async function sweepAttachmentStorage(deps: AppDeps, log: Logger): Promise<void> {
  try {
    const purged = await purgeFilesOfDeletedTransactions(deps, null);
    const incoming = await attachmentStorage(deps.config).sweepIncoming(deps.clock(), STALE_INCOMING_MS);
    if (purged + incoming > 0)
      log.info(
        `attachment storage: removed ${purged} files of deleted transactions and ${incoming} unfinished uploads`,
      );
  } catch (error) {
    log.error({ err: error }, 'sweeping attachment storage failed');
  }
}
