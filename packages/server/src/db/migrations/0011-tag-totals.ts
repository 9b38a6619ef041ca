import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recountTagTotals } from '../../features/ledger/recount.js';

/**
 * Each tag keeps the count and sum of the live transactions that carry it, in all and per day, written by
 * the ledger writer in the same database transaction as the transactions: the tags list reads one row per
 * tag, and a period one range of day totals per tag, however many transactions are tagged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tags')
    .addColumn('transaction_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tags')
    .addColumn('transaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('tag_day_totals')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_day_totals_key', ['tag_id', 'day'])
    .execute();
  await recountTagTotals(db as Kysely<Database>, null);
}
