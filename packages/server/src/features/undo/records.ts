import type { UndoKind } from '@hearth/contract';
import { insertRows } from '../../db/insert-rows.js';
import { batchesOf } from '../ledger/reconcile.js';
import type { LedgerContext } from '../ledger/context.js';

/** One transaction a change touched: with its values before (a bulk update) or one of its lines (a merge). */
export interface UndoItem {
  transactionId: number;
  lineNumber?: number;
  before?: object;
}

export interface NewUndoAction {
  userId: number;
  kind: UndoKind;
  summary: string;
  payload: object;
  items: UndoItem[];
}

/**
 * Records, in the write that made the change, what it takes to undo it (features/undo/service.ts), and
 * answers the record's id: the change's answer carries it as `undoId`.
 */
export async function recordUndo(ledger: LedgerContext, action: NewUndoAction): Promise<number> {
  const created = await ledger.trx
    .insertInto('undo_actions')
    .values({
      family_id: ledger.familyId,
      user_id: action.userId,
      kind: action.kind,
      summary: action.summary.slice(0, 1000),
      payload: JSON.stringify(action.payload),
      created_at: ledger.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const batch of batchesOf(action.items)) {
    await insertRows(
      ledger.trx,
      'undo_action_items',
      batch.map((item) => ({
        undo_id: created.id,
        family_id: ledger.familyId,
        transaction_id: item.transactionId,
        line_number: item.lineNumber ?? null,
        before_values: item.before ? JSON.stringify(item.before) : null,
      })),
    );
  }
  return created.id;
}

/** "3 transactions", "1 transaction". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
