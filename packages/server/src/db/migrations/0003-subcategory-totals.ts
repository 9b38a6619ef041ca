import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recountSubcategoryTotals } from '../../features/ledger/recount.js';

/**
 * Each subcategory keeps the sum and count of the live transaction lines that use it, written in the same
 * database transaction as the lines, so the categories screen never rescans the whole history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subcategories')
    .addColumn('line_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('subcategories')
    .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await recountSubcategoryTotals(db as Kysely<Database>, null);
}
