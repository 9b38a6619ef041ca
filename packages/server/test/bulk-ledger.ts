import { addDays, toDayNumber } from '@hearth/contract';
import { sql } from 'kysely';
import type { TestApp } from './test-app.js';

export interface BulkPayments {
  debitAccountId: number;
  creditAccountId: number;
  count: number;
  firstDate: string;
  lastDate: string;
}

const ROWS_PER_INSERT = 1000;
const CENTS = 100;

/**
 * Many payments of 1.00 written straight into the tables, as a bank import of years would leave them:
 * through the API they would take minutes. The accounts' kept totals follow, so balances stay true.
 */
export async function insertPayments(t: TestApp, input: BulkPayments): Promise<void> {
  const db = t.deps.db.kysely;
  const { family_id: familyId } = await db
    .selectFrom('accounts')
    .select('family_id')
    .where('id', '=', input.debitAccountId)
    .executeTakeFirstOrThrow();
  const days = toDayNumber(input.lastDate) - toDayNumber(input.firstDate) + 1;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < input.count; start += ROWS_PER_INSERT) {
      const size = Math.min(ROWS_PER_INSERT, input.count - start);
      const rows = Array.from({ length: size }, (_, index) => ({
        family_id: familyId,
        transaction_date: addDays(input.firstDate, (start + index) % days),
        transaction_type_id: 1,
        debit_account_id: input.debitAccountId,
        credit_account_id: input.creditAccountId,
        description: `Bulk payment ${start + index + 1}`,
        amount: CENTS,
        created_at: now,
        updated_at: now,
      }));
      await trx.insertInto('transactions').values(rows).execute();
    }
    await sql`INSERT INTO transaction_lines (family_id, transaction_id, line_number, amount)
      SELECT family_id, id, 1, amount FROM transactions t
      WHERE t.family_id = ${familyId} AND t.debit_account_id = ${input.debitAccountId}
        AND NOT EXISTS (SELECT 1 FROM transaction_lines l WHERE l.transaction_id = t.id)`.execute(trx);
    const total = input.count * CENTS;
    const changes: [accountId: number, activity: number][] = [
      [input.debitAccountId, -total],
      [input.creditAccountId, total],
    ];
    for (const [accountId, activity] of changes) {
      await trx
        .updateTable('accounts')
        .set((eb) => ({
          activity_total: eb('activity_total', '+', activity),
          transaction_count: eb('transaction_count', '+', input.count),
        }))
        .where('id', '=', accountId)
        .execute();
    }
  });
}
