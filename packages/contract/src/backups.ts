import { z } from 'zod';

/** Where a backup stands: asked for, being written, written and checked, or failed (with why). */
export const BackupState = {
  Requested: 'requested',
  Running: 'running',
  Verified: 'verified',
  Failed: 'failed',
} as const;
export type BackupState = (typeof BackupState)[keyof typeof BackupState];

/** What started it: the schedule, an Admin's "Back up now", or `npm run backup` on the server. */
export const BackupTrigger = {
  Schedule: 'schedule',
  Admin: 'admin',
  Command: 'command',
} as const;
export type BackupTrigger = (typeof BackupTrigger)[keyof typeof BackupTrigger];

export const POSTGRES_BACKUPS_MESSAGE =
  'Automatic backups are for SQLite; on PostgreSQL use pg_dump as described in the docs';

/** One backup of the whole server: times, size and state only, never any family's data. */
export const backupRecordSchema = z.object({
  id: z.number(),
  state: z.enum([BackupState.Requested, BackupState.Running, BackupState.Verified, BackupState.Failed]),
  trigger: z.enum([BackupTrigger.Schedule, BackupTrigger.Admin, BackupTrigger.Command]),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Why the backup or its verification failed. */
  error: z.string().nullable(),
  /** Whether rotation (BACKUP_KEEP) has removed it since. */
  removed: z.boolean(),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

export const backupStatusSchema = z.object({
  database: z.enum(['sqlite', 'postgres']),
  /** On PostgreSQL: what to do instead (POSTGRES_BACKUPS_MESSAGE). */
  message: z.string().nullable(),
  /** Hours between scheduled backups; null when they are off (or on PostgreSQL). */
  intervalHours: z.number().nullable(),
  keep: z.number(),
  /** The folder on the server that holds the backups; null on PostgreSQL. */
  folder: z.string().nullable(),
  /** The most recent backup that finished, verified or not. */
  lastBackup: backupRecordSchema.nullable(),
  /** When the most recent verified backup finished. */
  lastVerifiedAt: z.string().nullable(),
  /** A backup asked for or being written: "Back up now" waits for it. */
  inProgress: backupRecordSchema.nullable(),
  /** When the next scheduled backup is due; null when none is scheduled. */
  nextDueAt: z.string().nullable(),
  /** The latest backups, newest first. */
  recent: z.array(backupRecordSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const deleteOwnLoginRequestSchema = z.object({
  password: z.string().min(1, 'is required').max(200),
});
export type DeleteOwnLoginRequest = z.infer<typeof deleteOwnLoginRequestSchema>;
