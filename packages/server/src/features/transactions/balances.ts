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
