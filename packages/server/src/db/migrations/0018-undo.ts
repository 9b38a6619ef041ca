import { sql, type Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Undo: when a transaction was deleted (it can be restored for a while, its files kept meanwhile), and
 * the records of bulk updates and subcategory merges, with what each transaction or line held before,
 * so that they can be taken back (docs/api.md, "Undo and restore").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('deleted_at', 'varchar(32)').execute();
  // Deleted before this column: the delete was their last change.
  await sql`UPDATE transactions SET deleted_at = updated_at WHERE is_deleted = 1`.execute(db);

  await withId(db.schema.createTable('undo_actions'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    // Who made the change; the row of a member who left stays (users are not deleted).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // bulkUpdate or mergeSubcategory.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    // What the change set (JSON): the values a bulk update wrote, the subcategories a merge joined.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('undone_at', 'varchar(32)')
    .addColumn('undone_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('undo_actions_family').on('undo_actions').columns(['family_id', 'created_at']).execute();

  // One row per transaction a bulk update changed (with its values before), or per line a merge moved.
  await withId(db.schema.createTable('undo_action_items'), dialect)
    .addColumn('undo_id', 'integer', (c) => c.notNull().references('undo_actions.id').onDelete('cascade'))
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    // A merge's line, by its number within the transaction (an edit writes the lines anew, numbered alike).
    .addColumn('line_number', 'integer')
    // A bulk update's values before (JSON).
    .addColumn('before_values', 'text')
    .execute();
  await db.schema.createIndex('undo_action_items_undo').on('undo_action_items').columns(['undo_id']).execute();
  await db.schema
    .createIndex('undo_action_items_transaction')
    .on('undo_action_items')
    .columns(['transaction_id', 'undo_id'])
    .execute();
}
