import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Import review: the person's choices on a kept preview (so that a reload shows them again), and a record
 * of each confirmed import, with the transactions it created and the ones it linked, so that the whole
 * import can be taken back (docs/api.md, "Import").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // The person's choice per row (JSON, by row number): action, account, subcategory.
  await db.schema.alterTable('import_batches').addColumn('choices', 'text').execute();

  // Keeps the preview's id, so that the address of a confirmed preview names its import.
  await db.schema
    .createTable('confirmed_imports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('format', 'varchar(20)', (c) => c.notNull())
    .addColumn('date_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('date_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The third parties the import made (JSON list of ids): taken back with it when nothing else uses them.
    .addColumn('third_party_ids', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'varchar(32)')
    .addColumn('undone_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('confirmed_imports_family')
    .on('confirmed_imports')
    .columns(['family_id', 'confirmed_at'])
    .execute();

  // One row per transaction the import created, linked to a statement row, or marked reconciled again.
  await withId(db.schema.createTable('confirmed_import_items'), dialect)
    .addColumn('import_id', 'varchar(36)', (c) => c.notNull().references('confirmed_imports.id').onDelete('cascade'))
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    // created, linked (a bank id linked to an existing transaction) or relinked (linked before, locked again).
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // The bank id the import linked on the imported account; null for relinked.
    .addColumn('reference', 'varchar(200)')
    // Whether the transaction was reconciled before the import (a transfer reconciled from the other account).
    .addColumn('was_reconciled', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('confirmed_import_items_import')
    .on('confirmed_import_items')
    .columns(['import_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('confirmed_import_items_transaction')
    .on('confirmed_import_items')
    .columns(['transaction_id'])
    .execute();
}
