import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { verifyInWorker } from './verification.js';

/** The files of one backup folder (docs/self-hosting.md, Backups). */
export const BACKUP_DATABASE = 'hearth.db';
export const BACKUP_ATTACHMENTS = 'attachments';
export const BACKUP_MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 1;

/** What backup.json says of the backup beside it. */
export interface BackupManifest {
  format: number;
  createdAt: string;
  /** Rows of each table when the copy was taken, which the verification found again in the copy. */
  rowCounts: Record<string, number>;
  /** The attachment files the copied database lists, each found in the backup's attachments folder. */
  attachmentFiles: number;
}

/** Pages copied in one step of the backup API; between steps the server answers requests. */
const PAGES_PER_STEP = 256;

/** Every table of the database but SQLite's own. */
export function tableNames(db: SQLite.Database): string[] {
  return db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all();
}

export function countRows(db: SQLite.Database, tables: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] =
      db
        .prepare<[], number>(`SELECT count(*) FROM "${table.replace(/"/g, '""')}"`)
        .pluck()
        .get() ?? 0;
  return counts;
}

/** The attachment files a database lists (those whose transaction's delete was not yet made final). */
export function listedAttachmentFiles(db: SQLite.Database): string[] {
  return db
    .prepare<[], string>('SELECT storage_key FROM attachments WHERE purged_at IS NULL ORDER BY storage_key')
    .pluck()
    .all();
}

/**
 * Copies the database with SQLite's online backup API, in steps, from one read transaction: the row
 * counts and the attachment list are read in the same snapshot as the pages copied, while the server
 * keeps writing (in WAL mode a reader neither blocks writers nor sees their later commits). Then copies
 * the listed attachment files (hard links where the file system allows: stored files are never rewritten
 * in place, only added and removed) and writes the manifest. `folder` must not exist yet.
 */
export async function writeBackup(
  sqliteFile: string,
  attachmentsDir: string,
  folder: string,
  createdAt: Date,
): Promise<BackupManifest> {
  fs.mkdirSync(folder, { mode: 0o700 });
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  let rowCounts: Record<string, number>;
  let files: string[];
  try {
    source.pragma('busy_timeout = 5000');
    source.exec('BEGIN');
    rowCounts = countRows(source, tableNames(source));
    files = listedAttachmentFiles(source);
    await source.backup(path.join(folder, BACKUP_DATABASE), { progress: () => PAGES_PER_STEP });
    source.exec('COMMIT');
  } finally {
    source.close();
  }
  fs.chmodSync(path.join(folder, BACKUP_DATABASE), 0o600);
  // A single file, without -wal and -shm companions: read-only checks and copies then leave none behind.
  const copy = new SQLite(path.join(folder, BACKUP_DATABASE));
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  for (const key of files) await copyStoredFile(attachmentsDir, path.join(folder, BACKUP_ATTACHMENTS), key);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: createdAt.toISOString(),
    rowCounts,
    attachmentFiles: files.length,
  };
  fs.writeFileSync(path.join(folder, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** A stored file into the same key under another folder: a hard link when it can, else a copy. */
export async function copyStoredFile(fromRoot: string, toRoot: string, key: string): Promise<void> {
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`An attachment has an unexpected storage key: ${key}`);
  const from = path.join(fromRoot, ...parts);
  const to = path.join(toRoot, ...parts);
  await fs.promises.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new Error(`The attachment file ${key} is missing from the data folder.`, { cause: error });
    if (code === 'EEXIST') return;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
  }
}

/**
 * Checks a written backup: its database opens read-only and passes `PRAGMA integrity_check`, every table
 * holds the rows counted at the snapshot, and every attachment file it lists is in its folder. Runs on a
 * worker thread, since a large database takes seconds to check. Answers null, or what is wrong.
 */
export async function verifyBackup(folder: string, expected: Record<string, number>): Promise<string | null> {
  return verifyInWorker({
    databaseFile: path.join(folder, BACKUP_DATABASE),
    attachmentsDir: path.join(folder, BACKUP_ATTACHMENTS),
    expected,
  });
}

/** The bytes a backup folder holds (hard-linked files counted in full: they are the backup's too). */
export function folderSize(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
