import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupState } from '@hearth/contract';
import { runningServerPid, portAnswers } from './server-lock.js';
import {
  BACKUP_ATTACHMENTS,
  BACKUP_DATABASE,
  BACKUP_FORMAT,
  BACKUP_MANIFEST,
  copyStoredFile,
  verifyBackup,
  type BackupManifest,
} from './snapshot.js';

export interface RestoreOptions {
  /** The backup: its folder, or a file in it (backup.json, hearth.db). */
  backup: string;
  dataDir: string;
  /** The server's port: a restore refuses while something answers on it. */
  port: number;
  now: Date;
}

export interface RestoreResult {
  /** Where the data the restore replaced was put; null when the data folder held none. */
  setAside: string | null;
  createdAt: string;
}

export class RestoreRefused extends Error {}

const DATABASE_FILES = ['hearth.db', 'hearth.db-wal', 'hearth.db-shm', 'hearth.db-journal'];

function backupFolderOf(target: string): string {
  const resolved = path.resolve(target);
  if (!fs.existsSync(resolved)) throw new RestoreRefused(`There is no backup at ${resolved}.`);
  return fs.statSync(resolved).isDirectory() ? resolved : path.dirname(resolved);
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, BACKUP_MANIFEST);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${folder} is not a Hearth backup: it has no readable ${BACKUP_MANIFEST}.`);
  }
  if (typeof manifest.format !== 'number' || manifest.format > BACKUP_FORMAT)
    throw new RestoreRefused(
      `This backup was made by a newer Hearth (format ${manifest.format}): update Hearth first.`,
    );
  return manifest;
}

/**
 * Restores a backup into a stopped server's data folder: refuses while a server runs on it (its
 * server.pid names a live process, or the port answers), verifies the backup as it was verified when
 * written, then moves the database and attachments it replaces into `replaced-<time>/` in the data folder
 * and copies the backup's in. Nothing is replaced when a check fails.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const folder = backupFolderOf(options.backup);
  const manifest = readManifest(folder);
  const dataDir = path.resolve(options.dataDir);
  const pid = runningServerPid(dataDir);
  if (pid !== null)
    throw new RestoreRefused(`Hearth is running on ${dataDir} (process ${pid}): stop it, then restore again.`);
  if (await portAnswers(options.port))
    throw new RestoreRefused(`Something answers on port ${options.port}: stop Hearth, then restore again.`);
  const problem = await verifyBackup(folder, manifest.rowCounts);
  if (problem) throw new RestoreRefused(`The backup did not verify, so nothing was restored: ${problem}`);

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const replaced = [...DATABASE_FILES, 'attachments'].filter((name) => fs.existsSync(path.join(dataDir, name)));
  let setAside: string | null = null;
  if (replaced.length > 0) {
    setAside = path.join(dataDir, `replaced-${options.now.toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(setAside, { mode: 0o700 });
    for (const name of replaced) fs.renameSync(path.join(dataDir, name), path.join(setAside, name));
  }
  fs.copyFileSync(path.join(folder, BACKUP_DATABASE), path.join(dataDir, 'hearth.db'), fs.constants.COPYFILE_EXCL);
  fs.chmodSync(path.join(dataDir, 'hearth.db'), 0o600);
  fs.mkdirSync(path.join(dataDir, 'attachments'), { mode: 0o700 });
  const restored = new SQLite(path.join(dataDir, 'hearth.db'));
  try {
    const keys = restored
      .prepare<[], string>('SELECT storage_key FROM attachments WHERE purged_at IS NULL')
      .pluck()
      .all();
    for (const key of keys)
      await copyStoredFile(path.join(folder, BACKUP_ATTACHMENTS), path.join(dataDir, 'attachments'), key);
    // The backup's own record was taken while it was being written: it says now how it ended.
    restored
      .prepare('UPDATE backups SET state = ?, finished_at = ? WHERE folder = ? AND state = ?')
      .run(BackupState.Verified, manifest.createdAt, path.basename(folder), BackupState.Running);
  } finally {
    restored.close();
  }
  return { setAside, createdAt: manifest.createdAt };
}
