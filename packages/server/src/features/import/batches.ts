import crypto from 'node:crypto';
import type { CsvLayout, ImportMatch } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { PreviewRow } from '../../domain/import/preview.js';
import type { SkippedLine, StatementFormat } from '../../domain/import/statement.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';

/** How long a preview waits for its confirmation, and how many a family keeps at once. */
export const PREVIEW_HOURS = 24;
const PREVIEWS_KEPT = 5;

export const IMPORT_NOT_FOUND = 'This import is not there any more: it was confirmed, discarded or has expired. Upload the file again.';

/** A preview as kept between upload and confirmation. */
export interface StoredPreview {
  accountId: number;
  accountName: string;
  fileName: string;
  format: StatementFormat;
  rows: PreviewRow[];
  /** What the preview shows of each transaction a row is matched to or could be. */
  matches: ImportMatch[];
  skipped: SkippedLine[];
  csv: { layout: CsvLayout; headings: string[]; sample: string[][] } | null;
}

export interface Batch {
  id: string;
  expiresAt: string;
  source: string | null;
  preview: StoredPreview;
}

/**
 * Keeps a new preview, inside the caller's write: the family's expired previews go, and all but the
 * newest few, so that abandoned uploads do not pile up.
 */
export async function storeBatch(trx: Executor, familyId: number, now: Date, source: string | null, preview: StoredPreview): Promise<Batch> {
  const scope = familyScope(trx, familyId);
  await scope.deleteFrom('import_batches').where('expires_at', '<=', now.toISOString()).execute();
  const kept = await scope.selectFrom('import_batches').select('id').orderBy('created_at', 'desc').orderBy('id').execute();
  const older = kept.slice(PREVIEWS_KEPT - 1).map((row) => row.id);
  if (older.length) await scope.deleteFrom('import_batches').where('id', 'in', older).execute();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3600_000).toISOString();
  await trx
    .insertInto('import_batches')
    .values({
      id,
      family_id: familyId,
      account_id: preview.accountId,
      file_name: preview.fileName,
      format: preview.format,
      source,
      preview: JSON.stringify(preview),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { id, expiresAt, source, preview };
}

/** A family's preview that has not expired; another family's, or none, is a 404. */
export async function loadBatch(db: Executor, familyId: number, id: string, now: Date): Promise<Batch> {
  const row = await familyScope(db, familyId)
    .selectFrom('import_batches')
    .select(['id', 'expires_at', 'source', 'preview'])
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return { id: row.id, expiresAt: row.expires_at, source: row.source, preview: JSON.parse(row.preview) as StoredPreview };
}

export async function replaceBatchPreview(trx: Executor, familyId: number, id: string, preview: StoredPreview): Promise<void> {
  await familyScope(trx, familyId).updateTable('import_batches').set({ preview: JSON.stringify(preview) }).where('id', '=', id).execute();
}

export async function deleteBatch(trx: Executor, familyId: number, id: string): Promise<void> {
  await familyScope(trx, familyId).deleteFrom('import_batches').where('id', '=', id).execute();
}
