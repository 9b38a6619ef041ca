import { familyScope } from '../../platform/tenancy.js';
import { recordTransactionChanges, transactionStates } from '../history/transaction-records.js';
import type { LedgerContext } from './context.js';
import { batchesOf } from './reconcile.js';
import { applyLineTotals } from './totals.js';

/** A transaction's line, by its number within the transaction. */
export interface LineAddress {
  transactionId: number;
  lineNumber: number;
}

/**
 * Moves the given lines that still sit on subcategory `fromId` to `toId`, with the kept totals of their
 * live transactions (a deleted transaction's lines count nowhere). Lines moved elsewhere since, or gone,
 * stay as they are. Answers how many moved.
 */
export async function moveLinesBack(
  ledger: LedgerContext,
  lines: LineAddress[],
  fromId: number,
  toId: number,
): Promise<number> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  const wanted = new Set(lines.map((line) => `${line.transactionId}:${line.lineNumber}`));
  const transactionIds = [...new Set(lines.map((line) => line.transactionId))].sort((a, b) => a - b);
  const states = await transactionStates(ledger, transactionIds);
  let moved = 0;
  for (const batch of batchesOf(transactionIds)) {
    const onSubcategory = await scope
      .selectFrom('transaction_lines')
      .innerJoin('transactions', 'transactions.id', 'transaction_lines.transaction_id')
      .select([
        'transaction_lines.id',
        'transaction_lines.transaction_id',
        'transaction_lines.line_number',
        'transactions.is_deleted',
      ])
      .where('transaction_lines.transaction_id', 'in', batch)
      .where('transaction_lines.subcategory_id', '=', fromId)
      .execute();
    const moving = onSubcategory.filter((line) => wanted.has(`${line.transaction_id}:${line.line_number}`));
    if (!moving.length) continue;
    const live = [...new Set(moving.filter((line) => !line.is_deleted).map((line) => line.transaction_id))];
    await applyLineTotals(ledger, live, -1);
    await scope
      .updateTable('transaction_lines')
      .set({ subcategory_id: toId })
      .where(
        'id',
        'in',
        moving.map((line) => line.id),
      )
      .execute();
    await applyLineTotals(ledger, live, 1);
    moved += moving.length;
  }
  await recordTransactionChanges(ledger, transactionIds, states);
  return moved;
}
