import type { Attachment } from '@hearth/contract';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { toAttachment } from '../transactions/read-model.js';
import { TRANSACTION_NOT_FOUND } from '../transactions/service.js';

const ATTACHMENT_NOT_FOUND = 'Attachment not found.';

export async function requireTransaction(deps: AppDeps, familyId: number, transactionId: number): Promise<void> {
  const row = await familyScope(deps.db.kysely, familyId).selectFrom('transactions').select('id').where('id', '=', transactionId).executeTakeFirst();
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
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
      // The transaction may have gone while the file was uploading.
      const owner = await familyScope(trx, familyId).selectFrom('transactions').select('id').where('id', '=', transactionId).executeTakeFirst();
      if (!owner) throw notFound(TRANSACTION_NOT_FOUND);
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
  return { attachment: toAttachment(row), stream: storage.open(row.storage_key) };
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
