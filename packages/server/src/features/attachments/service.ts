import type { Attachment } from '@hearth/contract';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { toAttachment } from '../transactions/read-model.js';
import { TRANSACTION_NOT_FOUND } from '../transactions/service.js';

const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
const FILE_MISSING = 'The file of this attachment is missing from the server; remove the attachment and attach the file again.';

/** A transaction that may take an attachment: one of the family's, and not deleted. */
export async function requireLiveTransaction(deps: AppDeps, familyId: number, transactionId: number, db: Executor = deps.db.kysely): Promise<void> {
  const row = await familyScope(db, familyId).selectFrom('transactions').select('is_deleted').where('id', '=', transactionId).executeTakeFirst();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (row.is_deleted) throw badRequest('This transaction is deleted: a deleted transaction takes no attachments.');
}

export interface StoredUpload {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
  description: string;
}

export async function recordAttachment(deps: AppDeps, storage: FileStorage, familyId: number, transactionId: number, upload: StoredUpload): Promise<Attachment> {
  try {
    const row = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
      // The transaction may have been deleted while the file was uploading.
      await requireLiveTransaction(deps, familyId, transactionId, trx);
      return trx
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
    });
    return toAttachment(row);
  } catch (error) {
    await storage.remove(upload.key);
    throw error;
  }
}

export async function openAttachment(deps: AppDeps, storage: FileStorage, familyId: number, id: number): Promise<{ attachment: Attachment; stream: Readable }> {
  const row = await familyScope(deps.db.kysely, familyId).selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  const stream = await storage.open(row.storage_key);
  if (!stream) throw notFound(FILE_MISSING);
  return { attachment: toAttachment(row), stream };
}

export async function deleteAttachment(deps: AppDeps, storage: FileStorage, familyId: number, id: number): Promise<void> {
  const row = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const found = await familyScope(trx, familyId).selectFrom('attachments').select(['id', 'storage_key']).where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    await familyScope(trx, familyId).deleteFrom('attachments').where('id', '=', id).execute();
    return found;
  });
  await storage.remove(row.storage_key);
}
