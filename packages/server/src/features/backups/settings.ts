import path from 'node:path';

/** How automatic backups run (docs/self-hosting.md, Backups). */
export interface BackupSettings {
  /** Between two scheduled backups, in milliseconds; 0: no scheduled backups (BACKUP_INTERVAL_HOURS=0). */
  intervalMs: number;
  /** Where the backups go (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** How many of the newest backups are kept (BACKUP_KEEP). */
  keep: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** A year: anything longer is a typo rather than a wish. */
const LONGEST_INTERVAL_HOURS = 24 * 366;
const MOST_KEPT = 10_000;

/**
 * BACKUP_INTERVAL_HOURS: hours between backups, decimals allowed (0.5 is every half hour); 0 turns
 * scheduled backups off; unset, every 24 hours. Anything else stops the start with a message naming it.
 */
export function parseBackupInterval(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 24 * HOUR_MS;
  const hours = /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(hours) || hours > LONGEST_INTERVAL_HOURS)
    throw new Error(
      `BACKUP_INTERVAL_HOURS must be a number of hours from 0 (no automatic backups) to ${LONGEST_INTERVAL_HOURS}, such as 24 or 0.5, got "${value}"`,
    );
  const ms = Math.round(hours * HOUR_MS);
  if (hours > 0 && ms < 1000)
    throw new Error(`BACKUP_INTERVAL_HOURS must be at least one second (0.0003 hours), got "${value}"`);
  return ms;
}

/** BACKUP_KEEP: how many backups are kept, a whole number from 1; unset, 14. */
export function parseBackupKeep(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 14;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MOST_KEPT)
    throw new Error(`BACKUP_KEEP must be a whole number of backups from 1 to ${MOST_KEPT}, got "${value}"`);
  return Number(text);
}

export function backupSettings(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  return {
    intervalMs: parseBackupInterval(env.BACKUP_INTERVAL_HOURS),
    dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    keep: parseBackupKeep(env.BACKUP_KEEP),
  };
}
