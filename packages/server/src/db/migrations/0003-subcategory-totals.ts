import { sql, type Kysely } from 'kysely';

/**
 * Each subcategory keeps the sum and count of the live transaction lines that use it, written in the same
 * database transaction as the lines, so the categories screen never rescans the whole history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subcategories').addColumn('line_total', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('subcategories').addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`
    UPDATE subcategories SET
      line_total = (SELECT coalesce(sum(l.amount), 0) FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
                    WHERE l.subcategory_id = subcategories.id AND t.is_deleted = 0),
      line_count = (SELECT count(*) FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
                    WHERE l.subcategory_id = subcategories.id AND t.is_deleted = 0)
  `.execute(db);
}
