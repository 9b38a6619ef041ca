import { HistoryAction, HistoryEntity, type Attachment } from '@hearth/contract';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { recordChanges } from '../history/recorder.js';
import { toAttachment } from '../transactions/read-model.js';
import { TRANSACTION_NOT_FOUND } from '../transactions/service.js';
import { requireRoom } from './room.js';

const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
const FILE_MISSING =
  'The file of this attachment is missing from the server; remove the attachment and attach the file again.';

/** A transaction that may take an attachment: one of the family's, and not deleted. */
export async function requireLiveTransaction(
  deps: AppDeps,
  familyId: number,
  transactionId: number,
  db: Executor = deps.db.kysely,
): Promise<void> {
  const row = await familyScope(db, familyId)
    .selectFrom('transactions')
    .select('is_deleted')
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (row.is_deleted) throw badRequest('This transaction is deleted: a deleted transaction takes no attachments.');
}

/** Before reading an upload: the transaction takes files, and there is room for at least one more byte. */
export async function requireRoomForUpload(deps: AppDeps, familyId: number, transactionId: number): Promise<void> {
  await requireLiveTransaction(deps, familyId, transactionId);
  await requireRoom(deps.db.kysely, deps.config, familyId, transactionId, 1);
}

/** A received file, still under its temporary name (see FileStorage). */
export interface StoredUpload {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
  description: string;
}

/**
 * Records a received file: the checks (transaction live, quota, files per transaction), the row and the
 * move of the file to its key, all inside one write that holds the family's lock. The move comes last in
 * the write, so a transaction deleted just after finds the file in place to keep or purge. Whatever is
 * refused or fails removes the file: a refused upload leaves neither a file nor a row.
 */
export async function recordAttachment(
  deps: AppDeps,
  storage: FileStorage,
  familyId: number,
  transactionId: number,
  upload: StoredUpload,
  userId: number | null = null,
): Promise<Attachment> {
  try {
    const row = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
      // The transaction may have been deleted, or the family's storage filled, while the file was uploading.
      await requireLiveTransaction(deps, familyId, transactionId, trx);
      await requireRoom(trx, deps.config, familyId, transactionId, upload.size);
      const inserted = await trx
        .insertInto('attachments')
        .values({
          family_id: familyId,
          transaction_id: transactionId,
          file_name: upload.fileName,
          description: upload.description,
          content_type: upload.contentType,
          size: upload.size,
          storage_key: upload.key,
          uploaded_at: deps.clock().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChanges(trx, { familyId, at: inserted.uploaded_at, userId }, [
        {
          entity: HistoryEntity.Transaction,
          entityId: transactionId,
          action: HistoryAction.Update,
          changes: [{ field: 'attachment', from: null, to: upload.fileName }],
        },
      ]);
      await storage.place(upload.key);
      return inserted;
    });
    return toAttachment(row);
  } catch (error) {
    await storage.discard(upload.key);
    throw error;
  }
}

/**
 * An attachment the family can still reach: the family's, of a transaction not deleted. A deleted
 * transaction's files are kept while it can be restored, out of reach until it is (purge.ts).
 */
function reachableAttachment(db: Executor, familyId: number, id: number) {
  return familyScope(db, familyId)
    .selectFrom('attachments')
    .innerJoin('transactions', 'transactions.id', 'attachments.transaction_id')
    .selectAll('attachments')
    .where('attachments.id', '=', id)
    .where('transactions.is_deleted', '=', 0)
    .where('attachments.purged_at', 'is', null);
}

export async function openAttachment(
  deps: AppDeps,
  storage: FileStorage,
  familyId: number,
  id: number,
): Promise<{ attachment: Attachment; stream: Readable }> {
  const row = await reachableAttachment(deps.db.kysely, familyId, id).executeTakeFirst();
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  const stream = await storage.open(row.storage_key);
  if (!stream) throw notFound(FILE_MISSING);
  return { attachment: toAttachment(row), stream };
}

export async function deleteAttachment(
  deps: AppDeps,
  storage: FileStorage,
  familyId: number,
  id: number,
  userId: number | null = null,
): Promise<void> {
  const row = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const found = await reachableAttachment(trx, familyId, id).executeTakeFirst();
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    await familyScope(trx, familyId).deleteFrom('attachments').where('id', '=', id).execute();
    await recordChanges(trx, { familyId, at: deps.clock().toISOString(), userId }, [
      {
        entity: HistoryEntity.Transaction,
        entityId: found.transaction_id,
        action: HistoryAction.Update,
        changes: [{ field: 'attachment', from: found.file_name, to: null }],
      },
    ]);
    return found;
  });
  await storage.remove(row.storage_key);
}
