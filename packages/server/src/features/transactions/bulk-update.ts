import { toCents, type BulkUpdateRequest } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { bulkUpdateTransactions } from '../ledger/bulk.js';
import { writeLedger } from '../ledger/context.js';

/** Changes many transactions at once, all of them or none (see bulkUpdateTransactions). */
export async function bulkUpdate(
  deps: AppDeps,
  familyId: number,
  input: BulkUpdateRequest,
): Promise<{ updated: number; splitAmountsKept: number }> {
  return writeLedger(deps, familyId, (ledger) =>
    bulkUpdateTransactions(ledger, input.transactionIds, {
      date: input.transactionDate ?? null,
      description: input.description ?? null,
      subcategoryId: input.subCategoryId ?? null,
      budgetId: input.budgetId ?? null,
      amount: input.transactionAmount == null ? null : toCents(input.transactionAmount),
      tagIds: input.tagIds ?? [],
    }),
  );
}

export function bulkUpdateMessage(result: { updated: number; splitAmountsKept: number }): string {
  const updated = `${result.updated} ${result.updated === 1 ? 'transaction' : 'transactions'} updated.`;
  if (!result.splitAmountsKept) return updated;
  const kept = result.splitAmountsKept;
  return `${updated} ${kept} split ${kept === 1 ? 'transaction keeps its amount' : 'transactions keep their amounts'}: splits will not update.`;
}
