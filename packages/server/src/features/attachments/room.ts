import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { formatStorageSize } from './storage-size.js';

export type AttachmentLimits = Pick<Config, 'attachmentQuotaBytes' | 'attachmentsPerTransaction'>;

const DELETE_SOME = 'Delete attachments you no longer need.';

/**
 * Refuses a file of `size` bytes that would take the family past its storage quota, or the transaction
 * past its number of files. Called once before the upload is read (with size 1: is there any room at all),
 * and again inside the write that records the file: that write holds the family's lock (writeForFamily),
 * so uploads running side by side are counted one after another and cannot overshoot together.
 * Files of deleted transactions count while they are kept (the transaction can be restored with them);
 * once purged from storage they no longer count.
 */
export async function requireRoom(
  db: Executor,
  limits: AttachmentLimits,
  familyId: number,
  transactionId: number,
  size: number,
): Promise<void> {
  const scope = familyScope(db, familyId);
  const [stored, onTransaction] = await Promise.all([
    scope
      .selectFrom('attachments')
      .select(sql<number>`coalesce(sum(size), 0)`.as('bytes'))
      .where('purged_at', 'is', null)
      .executeTakeFirstOrThrow(),
    scope
      .selectFrom('attachments')
      .select(sql<number>`count(*)`.as('files'))
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow(),
  ]);
  const files = Number(onTransaction.files);
  if (files >= limits.attachmentsPerTransaction) {
    throw badRequest(
      `Attachments: a transaction can carry at most ${limits.attachmentsPerTransaction} files, and this one has ${files}. Remove one before attaching another.`,
    );
  }
  const used = Number(stored.bytes);
  const quota = limits.attachmentQuotaBytes;
  if (used + size <= quota) return;
  const usage = `${formatStorageSize(used)} used of ${formatStorageSize(quota)}`;
  // 413 as for a file over the size limit: the request is refused for its size, not for its form.
  if (used >= quota || size <= 1)
    throw new AppError(413, `Attachments: your family's storage is full (${usage}). ${DELETE_SOME}`);
  throw new AppError(
    413,
    `Attachments: this file (${formatStorageSize(size)}) does not fit in your family's storage (${usage}). ${DELETE_SOME}`,
  );
}
