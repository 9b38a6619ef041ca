import { sql, type Insertable, type Transaction } from 'kysely';
import type { Dialect } from '../packages/server/src/db/database.js';
import type { Database } from '../packages/server/src/db/schema.js';
import { recountKeptTotals } from '../packages/server/src/features/ledger/recount.js';
import type { BulkInsert } from './demo-bulk-insert.js';
import { setAsideIndexes } from './demo-deferred-indexes.js';

export interface PlannedLine {
  amount: number;
  subcategoryId: number | null;
}

export interface PlannedTransaction {
  date: string;
  type: 1 | 2 | 3;
  debit: number;
  credit: number;
  description: string;
  lines: PlannedLine[];
  tags: number[];
}

export interface LedgerWrite {
  familyId: number;
  planned: PlannedTransaction[];
  budgetBySubcategory: Map<number, number>;
  now: string;
  dialect: Dialect;
  /** See DemoOptions.deferIndexes. */
  deferIndexes: boolean;
}

/** The tables the transactions go to, and those the recount fills from them. */
const LEDGER_TABLES: (keyof Database)[] = ['transactions', 'transaction_lines', 'transaction_tags'];
const KEPT_TOTAL_TABLES: (keyof Database)[] = [
  'budget_day_totals',
  'budget_transactions',
  'subcategory_day_totals',
  'account_day_totals',
  'tag_day_totals',
];

/**
 * Bulk inserts with ids given here, far faster than one transaction at a time; the kept totals are then
 * set by the ledger's own recount, the reference the ledger writer keeps them equal to. Then the id
 * sequences (PostgreSQL).
 */
export async function writeTransactions(
  trx: Transaction<Database>,
  bulk: BulkInsert,
  write: LedgerWrite,
): Promise<void> {
  const { familyId, budgetBySubcategory, now } = write;
  const maxId = async (table: 'transactions' | 'transaction_lines') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select(sql<number>`coalesce(max(id), 0)`.as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );
  let transactionId = await maxId('transactions');
  let lineId = await maxId('transaction_lines');
  const transactions: Insertable<Database['transactions']>[] = [];
  const lines: Insertable<Database['transaction_lines']>[] = [];
  const tags: { transaction_id: number; tag_id: number }[] = [];
  for (const plan of write.planned) {
    transactionId += 1;
    const amount = plan.lines.reduce((sum, line) => sum + line.amount, 0);
    transactions.push({
      id: transactionId,
      family_id: familyId,
      transaction_date: plan.date,
      transaction_type_id: plan.type,
      debit_account_id: plan.debit,
      credit_account_id: plan.credit,
      description: plan.description,
      amount,
      schedule_id: null,
      payment_number: null,
      created_at: now,
      updated_at: now,
    });
    plan.lines.forEach((line, index) => {
      lineId += 1;
      lines.push({
        id: lineId,
        family_id: familyId,
        transaction_id: transactionId,
        line_number: index + 1,
        amount: line.amount,
        subcategory_id: line.subcategoryId,
        budget_id: (line.subcategoryId !== null && budgetBySubcategory.get(line.subcategoryId)) || null,
      });
    });
    for (const tagId of plan.tags) tags.push({ transaction_id: transactionId, tag_id: tagId });
  }

  const postgres = write.dialect === 'postgres';
  const ledgerAside = postgres && write.deferIndexes ? await setAsideIndexes(trx, LEDGER_TABLES) : null;
  const totalsAside = postgres && write.deferIndexes ? await setAsideIndexes(trx, KEPT_TOTAL_TABLES) : null;
  await bulk.rows('transactions', transactions);
  await bulk.rows('transaction_lines', lines);
  await bulk.rows('transaction_tags', tags);
  // The recount reads the ledger through its indexes, and writes the totals' rows before their indexes.
  await ledgerAside?.restore();
  if (postgres) {
    // Statistics for the recount's plans: without them the planner guesses the new rows' numbers. Its
    // joins and groupings of a million rows then fit in memory.
    await sql`ANALYZE transactions, transaction_lines, transaction_tags`.execute(trx);
    await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
  }
  await recountKeptTotals(trx, familyId);
  await totalsAside?.restore();
  if (postgres) {
    for (const table of ['transactions', 'transaction_lines']) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
    }
  }
}
