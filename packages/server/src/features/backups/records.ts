import { BackupState, type BackupRecord, type BackupTrigger } from '@hearth/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { BackupsTable } from '../../db/schema.js';

export type BackupRow = Selectable<BackupsTable>;

export const STOPPED_DURING_BACKUP = 'The server stopped while this backup was being written.';

export function toBackupRecord(row: BackupRow): BackupRecord {
  return {
    id: row.id,
    state: row.state as BackupRecord['state'],
    trigger: row.trigger as BackupRecord['trigger'],
    requestedAt: row.requested_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    removed: row.removed_at !== null,
  };
}

export function unfinishedBackup(db: Executor): Promise<BackupRow | undefined> {
  return db
    .selectFrom('backups')
    .selectAll()
    .where('state', 'in', [BackupState.Requested, BackupState.Running])
    .orderBy('id')
    .executeTakeFirst();
}

export function latestBackups(db: Executor, limit: number): Promise<BackupRow[]> {
  return db
    .selectFrom('backups')
    .selectAll()
    .where('state', 'in', [BackupState.Verified, BackupState.Failed])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** When the latest backup (of any trigger) started: the schedule counts its interval from there. */
export async function lastStartedAt(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('backups')
    .select('started_at')
    .where('started_at', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.started_at ? new Date(row.started_at) : null;
}

export async function insertBackupRow(
  db: Executor,
  trigger: BackupTrigger,
  state: BackupState,
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('backups')
    .values({
      state,
      trigger,
      requested_at: at.toISOString(),
      started_at: state === BackupState.Running ? at.toISOString() : null,
      finished_at: null,
      folder: null,
      size_bytes: null,
      error: null,
      removed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
