import { HistoryAction, UndoKind, UNDO_WINDOW_DAYS, type UndoResult } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import type { BulkBefore, BulkWritten } from '../ledger/bulk.js';
import { undoBulkChanges } from '../ledger/bulk-undo.js';
import { writeLedger } from '../ledger/context.js';
import { undoMerge, type MergePayload } from './merge.js';
import { countOf } from './records.js';

export const UNDO_NOT_FOUND = 'There is no such change to undo.';
export const ALREADY_UNDONE = 'Already undone.';
export const UNDO_TOO_LATE = `This change was made more than ${UNDO_WINDOW_DAYS} days ago and can no longer be undone.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a change can no longer be undone. */
export function undoCutoff(now: Date): string {
  return new Date(now.getTime() - UNDO_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The words of an undo's answer. */
export function undoMessage(result: UndoResult): string {
  if (result.kind === UndoKind.BulkUpdate) {
    const restored = `Bulk update undone: ${countOf(result.restored, 'transaction')} restored.`;
    if (!result.changedSince) return restored;
    const changed =
      result.changedSince === 1 ? '1 changed since and keeps' : `${result.changedSince} changed since and keep`;
    return `${restored} ${changed} the later change.`;
  }
  const restored = `Merge undone: ${countOf(result.restored, 'use')} moved back.`;
  if (!result.changedSince) return restored;
  const changed =
    result.changedSince === 1
      ? '1 changed since and stays where it is now.'
      : `${result.changedSince} changed since and stay where they are now.`;
  return `${restored} ${changed}`;
}

/**
 * Undoes a bulk update or a merge of the caller's family, once: its record is locked, so parallel undos
 * of one change undo it once and the others are told it is already undone. Runs in one database
 * transaction through the ledger writer.
 */
export async function applyUndo(deps: AppDeps, auth: AuthContext, id: number): Promise<UndoResult> {
  return writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      const scope = familyScope(ledger.trx, ledger.familyId);
      let query = scope.selectFrom('undo_actions').selectAll().where('id', '=', id);
      if (ledger.dialect === 'postgres') query = query.forUpdate();
      const action = await query.executeTakeFirst();
      if (!action) throw notFound(UNDO_NOT_FOUND);
      if (action.undone_at) throw badRequest(ALREADY_UNDONE);
      if (action.created_at < undoCutoff(deps.clock())) throw badRequest(UNDO_TOO_LATE);
      const items = await scope
        .selectFrom('undo_action_items')
        .select(['transaction_id', 'line_number', 'before_values'])
        .where('undo_id', '=', id)
        .orderBy('id')
        .execute();
      let counts: { restored: number; changedSince: number };
      let kind: UndoResult['kind'];
      if (action.kind === UndoKind.BulkUpdate) {
        kind = UndoKind.BulkUpdate;
        const befores = items.map((item) => ({
          ...(JSON.parse(item.before_values ?? '{}') as Omit<BulkBefore, 'transactionId'>),
          transactionId: item.transaction_id,
        }));
        counts = await undoBulkChanges(ledger, JSON.parse(action.payload) as BulkWritten, befores);
      } else {
        kind = UndoKind.MergeSubcategory;
        const lines = items.map((item) => ({ transactionId: item.transaction_id, lineNumber: item.line_number ?? 0 }));
        counts = await undoMerge(ledger, JSON.parse(action.payload) as MergePayload, lines);
      }
      await scope
        .updateTable('undo_actions')
        .set({ undone_at: ledger.now, undone_by_user_id: auth.userId })
        .where('id', '=', id)
        .execute();
      return { kind, ...counts };
    },
    { userId: auth.userId, action: HistoryAction.Undo },
  );
}
