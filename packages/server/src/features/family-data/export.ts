import { EXPORT_JSON_NAME } from '@hearth/contract';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Readable } from 'node:stream';
import { requireAdmin, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { checkOwnPassword, WRONG_PASSWORD } from '../../platform/password-confirmation.js';
import { readFamilyDocument, type ExportRecord } from './export-document.js';
import { transactionsCsv } from './transactions-csv.js';

export const EXPORT_ADMIN_ONLY = "Only a family administrator can export the family's data.";
export const CSV_NAME = 'transactions.csv';

/** Where an attachment's file sits in the zip: its export id keeps two files of one name apart. */
export function attachmentPath(id: number, fileName: string): string {
  const safe = fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 200) || 'file';
  return `attachments/${id}-${safe}`;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The password asked again, on the budget every such check shares (platform/password-confirmation.ts). */
export async function requirePasswordAgain(deps: AppDeps, auth: AuthContext, password: string): Promise<void> {
  if (!(await checkOwnPassword(deps, auth.userId, password))) throw badRequest(WRONG_PASSWORD);
}

/** The file name the download suggests: the family's name and the day. */
export function exportFileName(familyName: string, now: Date): string {
  const name = familyName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'family';
  return `hearth-${name}-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * The family's export (docs/export-format.md): `hearth-export.json` with every record, `transactions.csv`
 * and the attachments' files. Read in one database transaction, so the records agree with one another.
 * An attachment whose file is missing from storage is left out, so that the export restores.
 */
export async function exportFamily(
  deps: AppDeps,
  storage: FileStorage,
  auth: AuthContext,
  password: string,
): Promise<{ zip: Uint8Array; fileName: string }> {
  requireAdmin(auth, EXPORT_ADMIN_ONLY);
  await requirePasswordAgain(deps, auth, password);
  const now = deps.clock();
  // One snapshot for every read (PostgreSQL's default would let each statement see later commits).
  const reading = deps.db.kysely.transaction();
  const { document, attachmentRows, ids } = await (
    deps.db.dialect === 'postgres' ? reading.setIsolationLevel('repeatable read') : reading
  ).execute((trx) => readFamilyDocument(trx, auth.familyId, now.toISOString()));
  const files: Zippable = {};
  const attachmentIds = ids.get('attachments') ?? new Map<number, number>();
  const keyOf = new Map(attachmentRows.map((row) => [attachmentIds.get(Number(row.id)), String(row.storage_key)]));
  const kept: ExportRecord[] = [];
  for (const record of (document.attachments as ExportRecord[] | undefined) ?? []) {
    const key = keyOf.get(Number(record.id));
    const stream = key === undefined ? null : await storage.open(key);
    if (!stream) continue;
    const bytes = await readAll(stream);
    const file = attachmentPath(Number(record.id), String(record.fileName));
    files[file] = [bytes, { level: 0 }];
    kept.push({ ...record, size: bytes.length, file });
  }
  document.attachments = kept;
  files[EXPORT_JSON_NAME] = strToU8(JSON.stringify(document, null, 1));
  files[CSV_NAME] = strToU8(transactionsCsv(document));
  return { zip: zipSync(files, { level: 6 }), fileName: exportFileName(document.family.name, now) };
}
