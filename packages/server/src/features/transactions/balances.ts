import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export interface Movement {
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
}

/**
 * Adds (direction 1) or takes back (direction -1) a transaction's effect on its two accounts' kept totals:
 * money leaves the debit account and reaches the credit account.
 */
export async function applyMovement(db: Executor, familyId: number, movement: Movement, direction: 1 | -1): Promise<void> {
  const amount = Number(movement.amount) * direction;
  await db
    .updateTable('accounts')
    .set({ activity_total: sql<number>`activity_total - ${amount}`, transaction_count: sql<number>`transaction_count + ${direction}` })
    .where('id', '=', movement.debit_account_id)
    .where('family_id', '=', familyId)
    .execute();
  await db
    .updateTable('accounts')
    .set({ activity_total: sql<number>`activity_total + ${amount}`, transaction_count: sql<number>`transaction_count + ${direction}` })
    .where('id', '=', movement.credit_account_id)
    .where('family_id', '=', familyId)
    .execute();
}

/**
 * Adds (1) or takes back (-1) the lines of some transactions to their subcategories' kept totals. Call it
 * with -1 before lines change or their transaction is deleted, and with 1 after new lines are written.
 */
export async function applyLineTotals(db: Executor, familyId: number, transactionIds: number[], direction: 1 | -1): Promise<void> {
  if (transactionIds.length === 0) return;
  const ids = sql.join(transactionIds);
  await sql`
    UPDATE subcategories SET
      line_total = line_total + ${direction} * (SELECT coalesce(sum(l.amount), 0) FROM transaction_lines l
                                                WHERE l.transaction_id IN (${ids}) AND l.subcategory_id = subcategories.id),
      line_count = line_count + ${direction} * (SELECT count(*) FROM transaction_lines l
                                                WHERE l.transaction_id IN (${ids}) AND l.subcategory_id = subcategories.id)
    WHERE family_id = ${familyId}
      AND id IN (SELECT subcategory_id FROM transaction_lines WHERE transaction_id IN (${ids}))
  `.execute(db);
}
