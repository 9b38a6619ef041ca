import fs from 'node:fs';
import path from 'node:path';
import { BackupState, BackupTrigger } from '@hearth/contract';
import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { backupLockHeld, takeBackupLock } from './lock.js';
import { mailBackupFailure } from './failure-mail.js';
import { insertBackupRow, lastStartedAt, STOPPED_DURING_BACKUP, unfinishedBackup } from './records.js';
import { backupFolderName, backupsToRemove } from './rotation.js';
import { folderSize, verifyBackup, writeBackup } from './snapshot.js';

/** What a backup needs of the server: its settings and data folder, the database, mail and the clock. */
export type BackupDeps = Pick<AppDeps, 'config' | 'db' | 'mailer' | 'clock'>;

export const BACKUP_IN_PROGRESS = 'A backup is already being made. Please wait for it to finish.';

export type BackupOutcome =
  { state: 'verified'; folder: string; sizeBytes: number } | { state: 'failed'; error: string } | { state: 'busy' };

export const sqliteFileOf = (deps: BackupDeps) => path.join(deps.config.dataDir, 'hearth.db');
export const attachmentsDirOf = (deps: BackupDeps) => path.join(deps.config.dataDir, 'attachments');

/**
 * Makes one backup now, recorded under `rowId` (a requested row) or a new row: writes it beside the others
 * under a temporary name, verifies it, gives it its name only once verified, then removes the oldest past
 * BACKUP_KEEP. A failure is recorded with its reason and mailed to the Admins. Answers `busy`, touching
 * nothing, while another backup holds the lock.
 */
export async function makeBackup(
  deps: BackupDeps,
  trigger: BackupTrigger,
  log: Logger | null,
  rowId: number | null = null,
): Promise<BackupOutcome> {
  const { dir, keep } = deps.config.backups;
  const release = takeBackupLock(dir);
  if (!release) return { state: 'busy' };
  const db = deps.db.kysely;
  const startedAt = deps.clock();
  const name = backupFolderName(startedAt);
  const partial = path.join(dir, `.partial-${name}`);
  let id = rowId;
  try {
    if (id === null) id = await insertBackupRow(db, trigger, BackupState.Running, startedAt);
    else
      await db
        .updateTable('backups')
        .set({ state: BackupState.Running, started_at: startedAt.toISOString() })
        .where('id', '=', id)
        .execute();
    await db.updateTable('backups').set({ folder: name }).where('id', '=', id).execute();
    let outcome: BackupOutcome;
    try {
      const manifest = await writeBackup(sqliteFileOf(deps), attachmentsDirOf(deps), partial, startedAt);
      const problem = await verifyBackup(partial, manifest.rowCounts);
      if (problem) throw new Error(problem);
      fs.renameSync(partial, path.join(dir, name));
      outcome = { state: 'verified', folder: name, sizeBytes: folderSize(path.join(dir, name)) };
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      outcome = { state: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = deps.clock().toISOString();
    if (outcome.state === 'verified') {
      await db
        .updateTable('backups')
        .set({ state: BackupState.Verified, finished_at: finishedAt, size_bytes: outcome.sizeBytes })
        .where('id', '=', id)
        .execute();
      await rotateBackups(deps, dir, keep);
      log?.info(`backup ${name} written and verified (${outcome.sizeBytes} bytes)`);
    } else if (outcome.state === 'failed') {
      await db
        .updateTable('backups')
        .set({ state: BackupState.Failed, finished_at: finishedAt, error: outcome.error })
        .where('id', '=', id)
        .execute();
      log?.error(`backup ${name} failed: ${outcome.error}`);
      await mailBackupFailure(deps, id, outcome.error).catch((error: unknown) =>
        log?.error({ err: error }, 'mailing the failed backup to the Admins failed'),
      );
    }
    return outcome;
  } finally {
    release();
  }
}

/** Removes the finished backups past the `keep` newest, and marks them removed in the record. */
export async function rotateBackups(deps: BackupDeps, dir: string, keep: number): Promise<string[]> {
  const removed = backupsToRemove(fs.readdirSync(dir), keep);
  for (const folder of removed) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  if (removed.length > 0)
    await deps.db.kysely
      .updateTable('backups')
      .set({ removed_at: deps.clock().toISOString() })
      .where('folder', 'in', removed)
      .where('removed_at', 'is', null)
      .execute();
  return removed;
}

/**
 * An Admin's "Back up now": recorded as requested, for the background process to start at its next look
 * (within seconds), since only that process writes backups. Refused while one is asked for or running.
 */
export async function requestBackup(deps: BackupDeps): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    if ((await unfinishedBackup(trx)) || backupLockHeld(deps.config.backups.dir)) throw new BackupBusyError();
    await insertBackupRow(trx, BackupTrigger.Admin, BackupState.Requested, deps.clock());
  });
}

export class BackupBusyError extends Error {
  constructor() {
    super(BACKUP_IN_PROGRESS);
  }
}

/** When the next scheduled backup is due: an interval after the latest one started, or now if none did. */
export async function nextBackupDue(deps: BackupDeps): Promise<Date | null> {
  const { intervalMs } = deps.config.backups;
  if (intervalMs === 0 || deps.db.dialect !== 'sqlite') return null;
  const last = await lastStartedAt(deps.db.kysely);
  return last ? new Date(last.getTime() + intervalMs) : deps.clock();
}

/** Rows left running by a process that stopped mid-backup (no live lock) are recorded as failed. */
export async function closeAbandonedBackups(deps: BackupDeps): Promise<void> {
  if (backupLockHeld(deps.config.backups.dir)) return;
  await deps.db.kysely
    .updateTable('backups')
    .set({ state: BackupState.Failed, finished_at: deps.clock().toISOString(), error: STOPPED_DURING_BACKUP })
    .where('state', '=', BackupState.Running)
    .execute();
}
