import crypto from 'node:crypto';
import type { CsvLayout, ImportDecision, ImportMatch } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { PreviewRow } from '../../domain/import/preview.js';
import type { DateOrder } from '../../domain/import/dates.js';
import type { PartSummary } from '../../domain/import/merge-statements.js';
import type { SkippedLine, StatementFormat, UnreadableRow } from '../../domain/import/statement.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';

/** How long a preview waits for its confirmation, and how many a family keeps at once. */
export const PREVIEW_HOURS = 24;
const PREVIEWS_KEPT = 5;

export const IMPORT_NOT_FOUND =
  'This import is not there any more: it was confirmed, discarded or has expired. Upload the file again.';

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
  /** Rows that could not be read; absent from previews kept before they were listed. */
  unreadable?: UnreadableRow[];
  /** For QIF: the date order read, and the orders the person may choose from (absent from older previews). */
  dateOrder?: { order: DateOrder; choices: DateOrder[] } | null;
  /** The files read together (absent from previews kept before several files could be). */
  files?: PartSummary[];
  csv: {
    layout: CsvLayout;
    headings: string[];
    sample: string[][];
    recognised: { id: string; name: string } | null;
  } | null;
}

export interface Batch {
  id: string;
  expiresAt: string;
  source: string | null;
  preview: StoredPreview;
  /** The person's choices so far (choices.ts). */
  choices: ImportDecision[];
}

/** A preview to keep, already JSON (the worker that built it wrote it), with what the table indexes of it. */
export interface KeptPreview {
  accountId: number;
  fileName: string;
  format: StatementFormat;
  json: string;
}

/**
 * Keeps a new preview, inside the caller's write: the family's expired previews go, and all but the
 * newest few, so that abandoned uploads do not pile up.
 */
export async function storeBatch(
  trx: Executor,
  familyId: number,
  now: Date,
  source: string | null,
  preview: KeptPreview,
): Promise<{ id: string; expiresAt: string }> {
  const scope = familyScope(trx, familyId);
  await scope.deleteFrom('import_batches').where('expires_at', '<=', now.toISOString()).execute();
  const kept = await scope
    .selectFrom('import_batches')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
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
      preview: preview.json,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { id, expiresAt };
}

/** The person's choices on a preview (choices.ts), as the database keeps them: JSON, in row order. */
export function parseChoices(json: string | null): ImportDecision[] {
  return json ? (JSON.parse(json) as ImportDecision[]) : [];
}

const liveBatch = (db: Executor, familyId: number, id: string, now: Date) =>
  familyScope(db, familyId)
    .selectFrom('import_batches')
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString());

/** A family's preview that has not expired; another family's, or none, is a 404. */
export async function loadBatch(db: Executor, familyId: number, id: string, now: Date): Promise<Batch> {
  const row = await liveBatch(db, familyId, id, now)
    .select(['id', 'expires_at', 'source', 'preview', 'choices'])
    .executeTakeFirst();
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return {
    id: row.id,
    expiresAt: row.expires_at,
    source: row.source,
    preview: JSON.parse(row.preview) as StoredPreview,
    choices: parseChoices(row.choices),
  };
}

/**
 * A live preview's file and what it was read into, without its rows: the preview's JSON is tens of
 * megabytes for a long file, and neither choosing columns again nor discarding needs it.
 */
export async function loadBatchFile(
  db: Executor,
  familyId: number,
  id: string,
  now: Date,
): Promise<{
  id: string;
  expiresAt: string;
  accountId: number;
  fileName: string;
  format: StatementFormat;
  source: string | null;
}> {
  const row = await liveBatch(db, familyId, id, now)
    .select(['id', 'expires_at', 'account_id', 'file_name', 'format', 'source'])
    .executeTakeFirst();
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return {
    id: row.id,
    expiresAt: row.expires_at,
    accountId: row.account_id,
    fileName: row.file_name,
    format: row.format as StatementFormat,
    source: row.source,
  };
}

/** A live preview's JSON as kept, for a worker to present: the request thread does not parse it. */
export async function loadBatchJson(
  db: Executor,
  familyId: number,
  id: string,
  now: Date,
): Promise<{ id: string; expiresAt: string; json: string; choices: ImportDecision[] }> {
  const row = await liveBatch(db, familyId, id, now)
    .select(['id', 'expires_at', 'preview', 'choices'])
    .executeTakeFirst();
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return { id: row.id, expiresAt: row.expires_at, json: row.preview, choices: parseChoices(row.choices) };
}

/** A preview read again (other CSV columns): its rows are new, so the choices made on the old ones go. */
export async function replaceBatchPreview(trx: Executor, familyId: number, id: string, json: string): Promise<void> {
  await familyScope(trx, familyId)
    .updateTable('import_batches')
    .set({ preview: json, choices: null })
    .where('id', '=', id)
    .execute();
}

export async function deleteBatch(trx: Executor, familyId: number, id: string): Promise<void> {
  await familyScope(trx, familyId).deleteFrom('import_batches').where('id', '=', id).execute();
}
