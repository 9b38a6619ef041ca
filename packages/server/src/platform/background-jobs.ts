import type { Logger } from 'pino';
import { refreshStatistics } from '../db/database.js';
import { sweepAttachmentStorage } from '../features/attachments/purge.js';
import { startBackupSchedule } from '../features/backups/schedule.js';
import { markServerRunning } from '../features/backups/server-lock.js';
import { startBankSync } from '../features/connections/scheduler.js';
import { startPricePoller } from '../features/investments/poller.js';
import { runAutoPay } from '../features/schedules/auto-pay.js';
import { sweepExpiredUndo } from '../features/undo/sweep.js';
import type { AppDeps } from './deps.js';

/** Auto-pay and statistics look every hour: days begin at different hours in different zones. */
const HOURLY_MS = 60 * 60 * 1000;

/**
 * The work no request asks for, in one process only: auto-pay (caught up at start-up, then hourly), the
 * planner's statistics (hourly), the purge of what can no longer be restored or undone (at start-up, then
 * hourly), bank connections (every BANK_SYNC_INTERVAL_HOURS) and investment prices (each configured provider every 5 minutes while
 * anything of its type is held), and the backups of a SQLite server (features/backups). Answers a function
 * that stops them.
 */
export async function startBackgroundJobs(deps: AppDeps, log: Logger): Promise<() => void> {
  const serverRunning = markServerRunning(deps.config.dataDir);
  const pricePoller = startPricePoller(deps, log);
  const stopBankSync = startBankSync(deps, log, deps.config.bankSyncIntervalHours);
  // Backups (SQLite) on their own schedule: BACKUP_INTERVAL_HOURS, and an Admin's "Back up now".
  const stopBackups = startBackupSchedule(deps, log);
  const autoPay = async () => {
    try {
      const recorded = await runAutoPay(deps, log);
      if (recorded > 0) log.info(`auto-pay recorded ${recorded} scheduled payments`);
    } catch (error) {
      log.error({ err: error }, 'auto-pay failed');
    }
  };
  await autoPay();
  await sweepAttachmentStorage(deps, log);
  await sweepExpiredUndo(deps, log);
  const hourly = setInterval(() => {
    void autoPay();
    // Files of transactions past their restore window, and undo records past theirs.
    void sweepAttachmentStorage(deps, log);
    void sweepExpiredUndo(deps, log);
    void refreshStatistics(deps.db, false).catch((error: unknown) =>
      log.error({ err: error }, 'refreshing statistics failed'),
    );
  }, HOURLY_MS);
  hourly.unref();
  return () => {
    clearInterval(hourly);
    pricePoller.stop();
    stopBankSync();
    stopBackups();
    serverRunning.release();
  };
}
