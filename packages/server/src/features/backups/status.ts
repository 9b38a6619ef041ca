import { POSTGRES_BACKUPS_MESSAGE, type BackupStatus } from '@hearth/contract';
import { latestBackups, toBackupRecord, unfinishedBackup } from './records.js';
import { nextBackupDue, type BackupDeps } from './service.js';

const HOUR_MS = 60 * 60 * 1000;
const RECENT = 10;

/** The state of the server's backups as every family's Admins see it: times, sizes and states only. */
export async function backupStatus(deps: BackupDeps): Promise<BackupStatus> {
  const { intervalMs, keep, dir } = deps.config.backups;
  if (deps.db.dialect === 'postgres') {
    return {
      database: 'postgres',
      message: POSTGRES_BACKUPS_MESSAGE,
      intervalHours: null,
      keep,
      folder: null,
      lastBackup: null,
      lastVerifiedAt: null,
      inProgress: null,
      nextDueAt: null,
      recent: [],
    };
  }
  const db = deps.db.kysely;
  const [recent, unfinished, nextDue] = await Promise.all([
    latestBackups(db, RECENT),
    unfinishedBackup(db),
    nextBackupDue(deps),
  ]);
  const records = recent.map(toBackupRecord);
  return {
    database: 'sqlite',
    message: null,
    intervalHours: intervalMs === 0 ? null : intervalMs / HOUR_MS,
    keep,
    folder: dir,
    lastBackup: records[0] ?? null,
    lastVerifiedAt: records.find((record) => record.state === 'verified')?.finishedAt ?? null,
    inProgress: unfinished ? toBackupRecord(unfinished) : null,
    nextDueAt: nextDue?.toISOString() ?? null,
    recent: records,
  };
}
