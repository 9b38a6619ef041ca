import { HistoryAction } from '@hearth/contract';
import { toCents, UndoKind, type BulkUpdateRequest } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { bulkUpdateTransactions, type BulkWritten } from '../ledger/bulk.js';
import { writeLedger } from '../ledger/context.js';
import { countOf, recordUndo } from '../undo/records.js';

export interface BulkUpdateResult {
  updated: number;
  splitAmountsKept: number;
  undoId: number;
}

/** The parts a bulk update writes, named as the Bulk Update panel names them. */
export function bulkUpdateSummary(updated: number, written: BulkWritten): string {
  const parts = [
    written.date !== null && 'date',
    written.amount !== null && 'amount',
    written.description !== null && 'description',
    written.subcategoryId !== null && 'subcategory',
    written.budgetId !== null && 'budget',
    written.tagIds.length > 0 && 'tags',
  ].filter((part): part is string => !!part);
  return `Bulk update of ${countOf(updated, 'transaction')} (${parts.join(', ') || 'nothing changed'})`;
}

/**
 * Changes many transactions at once, all of them or none (see bulkUpdateTransactions), and records in
 * the same write what each held before, so that the update can be undone (features/undo).
 */
export async function bulkUpdate(
  deps: AppDeps,
  auth: AuthContext,
  input: BulkUpdateRequest,
): Promise<BulkUpdateResult> {
  return writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      const outcome = await bulkUpdateTransactions(ledger, input.transactionIds, {
        date: input.transactionDate ?? null,
        description: input.description ?? null,
        subcategoryId: input.subCategoryId ?? null,
        budgetId: input.budgetId ?? null,
        amount: input.transactionAmount == null ? null : toCents(input.transactionAmount),
        tagIds: input.tagIds ?? [],
      });
      const undoId = await recordUndo(ledger, {
        userId: auth.userId,
        kind: UndoKind.BulkUpdate,
        summary: bulkUpdateSummary(outcome.updated, outcome.written),
        payload: outcome.written,
        // Only the transactions it changed: one that already held every value has nothing to take back.
        items: outcome.before
          .map(({ transactionId, ...before }) => ({ transactionId, before }))
          .filter((item) => Object.keys(item.before).length > 0),
      });
      return { updated: outcome.updated, splitAmountsKept: outcome.splitAmountsKept, undoId };
    },
    { userId: auth.userId, action: HistoryAction.BulkUpdate },
  );
}

export function bulkUpdateMessage(result: { updated: number; splitAmountsKept: number }): string {
  const updated = `${result.updated} ${result.updated === 1 ? 'transaction' : 'transactions'} updated.`;
  if (!result.splitAmountsKept) return updated;
  const kept = result.splitAmountsKept;
  return `${updated} ${kept} split ${kept === 1 ? 'transaction keeps its amount' : 'transactions keep their amounts'}: splits will not update.`;
}
