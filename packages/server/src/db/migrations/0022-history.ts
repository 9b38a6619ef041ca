import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The history of every change to a transaction, an account, a budget, a schedule, a category or a
 * subcategory: who, when, how (by hand, by import, by a rule, by auto-pay, by a bulk update) and what
 * changed from what to what (docs/history.md).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('change_history'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    // transaction, account, budget, schedule, category or subcategory.
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    // The record's id; no foreign key, so that the history outlives a record deleted for good.
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    // Who made the change; null for what the server did by itself (auto-pay, a sync).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // create, update, delete, restore, import, rule, autoPay, bulkUpdate, merge, undo, …
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    // JSON: [{ field, from, to }].
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('change_history_entity')
    .on('change_history')
    .columns(['family_id', 'entity', 'entity_id', 'id'])
    .execute();
}
