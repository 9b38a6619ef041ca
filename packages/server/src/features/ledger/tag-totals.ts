import { sql } from 'kysely';
import { ownedByFamily } from './by-ids.js';
import type { LedgerContext } from './context.js';

/**
 * Adds (1) or takes back (-1) some transactions to the kept totals of the tags they carry: each tag's
 * count and sum of live transactions, and the same per day (tag_day_totals), so that the tags list and a
 * tags report over a period read a few rows per tag rather than every tagged transaction. Called with
 * the other line totals (applyLineTotals): before a transaction's tags, amount or date change or it is
 * deleted, and after the new state is written.
 */
export async function applyTagTotals(
  ledger: LedgerContext,
  transactionIds: number[],
  direction: 1 | -1,
): Promise<void> {
  const ids = sql.join(transactionIds);
  const tagged = sql`
    FROM transaction_tags tt JOIN transactions t ON t.id = tt.transaction_id
    WHERE tt.transaction_id IN (${ids}) AND ${ownedByFamily('t.family_id', ledger.familyId)}`;
  const { rows: tagDays } = await sql<{ tag_id: number; day: string; transaction_count: number }>`
    INSERT INTO tag_day_totals (family_id, tag_id, day, amount, transaction_count)
    SELECT t.family_id, tt.tag_id, t.transaction_date, ${direction} * sum(t.amount), ${direction} * count(*)
    ${tagged}
    GROUP BY t.family_id, tt.tag_id, t.transaction_date
    ON CONFLICT (tag_id, day) DO UPDATE SET
      amount = tag_day_totals.amount + excluded.amount,
      transaction_count = tag_day_totals.transaction_count + excluded.transaction_count
    RETURNING tag_id, day, transaction_count
  `.execute(ledger.trx);
  const changes = await sql<{ tag_id: number; amount: number; count: number }>`
    SELECT tt.tag_id, ${direction} * sum(t.amount) AS amount, ${direction} * count(*) AS count
    ${tagged}
    GROUP BY tt.tag_id
    ORDER BY tt.tag_id
  `.execute(ledger.trx);
  for (const change of changes.rows) {
    await ledger.trx
      .updateTable('tags')
      .set({
        transaction_total: sql<number>`transaction_total + ${Number(change.amount)}`,
        transaction_count: sql<number>`transaction_count + ${Number(change.count)}`,
      })
      .where('id', '=', change.tag_id)
      .where('family_id', '=', ledger.familyId)
      .execute();
  }
  // Days taken back to nothing go, by the keys the upsert returned.
  for (const row of tagDays.filter((day) => Number(day.transaction_count) === 0)) {
    await sql`DELETE FROM tag_day_totals WHERE tag_id = ${row.tag_id} AND day = ${row.day}`.execute(ledger.trx);
  }
}
