import { RESTORE_WINDOW_DAYS } from '@hearth/contract';
import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { attachmentStorage } from './storage.js';

/** Temporary files younger than this may be uploads in progress in another process. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after its delete a transaction's files are purged: its restore window, and an hour more, so
 * that a restore begun at the window's last moment never finds its files gone.
 */
export const DELETED_FILES_KEPT_MS = RESTORE_WINDOW_DAYS * DAY_MS + 60 * 60 * 1000;

/**
 * Removes from storage the files of transactions deleted longer ago than DELETED_FILES_KEPT_MS, and marks
 * their rows purged: such a transaction can no longer be restored, so its files have no further use.
 * Until then they stay (out of reach of downloads) and count towards the family's storage. The file goes
 * first and the mark after: a crash in between leaves a row that the next sweep purges again, harmlessly.
 * Answers how many files went.
 */
export async function purgeFilesOfDeletedTransactions(deps: AppDeps): Promise<number> {
  const storage = attachmentStorage(deps.config);
  const deletedBefore = new Date(deps.clock().getTime() - DELETED_FILES_KEPT_MS).toISOString();
  const rows = await deps.db.kysely
    .selectFrom('attachments')
    .innerJoin('transactions', 'transactions.id', 'attachments.transaction_id')
    .select(['attachments.id', 'attachments.storage_key'])
    .where('transactions.is_deleted', '=', 1)
    .where('transactions.deleted_at', '<', deletedBefore)
    .where('attachments.purged_at', 'is', null)
    .orderBy('attachments.id')
    .execute();
  for (const row of rows) {
    await storage.remove(row.storage_key);
    // Bookkeeping that no answer shows, so it raises no data version.
    await deps.db.kysely
      .updateTable('attachments')
      .set({ purged_at: deps.clock().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/**
 * At start-up and hourly: the files of transactions whose restore window has passed, and uploads a crash
 * cut short.
 */
export async function sweepAttachmentStorage(deps: AppDeps, log: Logger): Promise<void> {
  try {
    const purged = await purgeFilesOfDeletedTransactions(deps);
    const incoming = await attachmentStorage(deps.config).sweepIncoming(deps.clock(), STALE_INCOMING_MS);
    if (purged + incoming > 0)
      log.info(
        `attachment storage: removed ${purged} files of deleted transactions and ${incoming} unfinished uploads`,
      );
  } catch (error) {
    log.error({ err: error }, 'sweeping attachment storage failed');
  }
}
