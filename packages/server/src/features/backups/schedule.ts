import { BackupState, BackupTrigger } from '@hearth/contract';
import type { Logger } from 'pino';
import { unfinishedBackup } from './records.js';
import { closeAbandonedBackups, makeBackup, nextBackupDue, type BackupDeps } from './service.js';

/** How often the background process looks for a requested or due backup. */
const LOOK_EVERY_MS = 5_000;

/**
 * Runs the backups of a SQLite server from the background-jobs process (and only there): the scheduled
 * ones every BACKUP_INTERVAL_HOURS, counted from when the latest backup started (the first at start-up
 * when there is none), and those an Admin asked for. One at a time; the backup API copies in steps, so
 * requests are answered meanwhile. Answers a function that stops the schedule.
 */
export function startBackupSchedule(deps: BackupDeps, log: Logger): () => void {
  if (deps.db.dialect !== 'sqlite') return () => undefined;
  const { intervalMs } = deps.config.backups;
  let busy = false;
  let stopped = false;
  const look = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const waiting = await unfinishedBackup(deps.db.kysely);
      if (waiting?.state === BackupState.Requested) {
        await makeBackup(deps, BackupTrigger.Admin, log, waiting.id);
        return;
      }
      if (waiting) return;
      const due = await nextBackupDue(deps);
      if (due && due.getTime() <= deps.clock().getTime()) await makeBackup(deps, BackupTrigger.Schedule, log);
    } catch (error) {
      log.error({ err: error }, 'the backup schedule failed');
    } finally {
      busy = false;
    }
  };
  void closeAbandonedBackups(deps)
    .catch((error: unknown) => log.error({ err: error }, 'closing abandoned backups failed'))
    .then(look);
  const timer = setInterval(() => void look(), Math.min(LOOK_EVERY_MS, intervalMs || LOOK_EVERY_MS));
  timer.unref();
  if (intervalMs > 0) log.info(`backups every ${intervalMs / 3_600_000} hours into ${deps.config.backups.dir}`);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
