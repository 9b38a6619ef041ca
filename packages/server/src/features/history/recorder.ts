import { HistoryAction, type FieldChange, type HistoryEntity } from '@hearth/contract';
import type { Kysely, Transaction } from 'kysely';
import { insertRows } from '../../db/insert-rows.js';
import type { Database } from '../../db/schema.js';
import { diffRecords, type ReadableRecord } from './field-diff.js';

/** One change to record: which record, how, and what changed. */
export interface ChangeRecord {
  entity: HistoryEntity;
  entityId: number;
  action: HistoryAction;
  changes: FieldChange[];
}

/** When and by whom the changes of one write were made. */
export interface ChangeStamp {
  familyId: number;
  at: string;
  userId: number | null;
}

// Seven columns a row: a thousand rows stay far below the values one statement may bind (insert-rows.ts).
const ROWS_PER_STATEMENT = 1000;

/**
 * Records changes in the history, inside the write's own database transaction so that a change and its
 * history are kept or undone together. Many changes take one statement per thousand, never one each.
 */
export async function recordChanges(
  trx: Transaction<Database> | Kysely<Database>,
  stamp: ChangeStamp,
  records: readonly ChangeRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    await insertRows(
      trx,
      'change_history',
      records.slice(start, start + ROWS_PER_STATEMENT).map((record) => ({
        family_id: stamp.familyId,
        entity: record.entity,
        entity_id: record.entityId,
        at: stamp.at,
        user_id: stamp.userId,
        action: record.action,
        changes: JSON.stringify(record.changes),
      })),
    );
  }
}

/**
 * Records a change to an account, budget, schedule, category or subcategory from how it read before and
 * after: a creation when there was no before, else the fields that changed (nothing when none did).
 */
export async function recordRecordChange(
  trx: Transaction<Database> | Kysely<Database>,
  stamp: ChangeStamp,
  entity: HistoryEntity,
  entityId: number,
  before: ReadableRecord | null,
  after: ReadableRecord | null,
): Promise<void> {
  const changes = diffRecords(before, after);
  if (before && !changes.length) return;
  await recordChanges(trx, stamp, [
    { entity, entityId, action: before ? HistoryAction.Update : HistoryAction.Create, changes },
  ]);
}

/** Records that a record was deleted or restored: the action says it, no field changed. */
export async function recordRecordEvent(
  trx: Transaction<Database> | Kysely<Database>,
  stamp: ChangeStamp,
  entity: HistoryEntity,
  entityId: number,
  action: HistoryAction,
): Promise<void> {
  await recordChanges(trx, stamp, [{ entity, entityId, action, changes: [] }]);
}
