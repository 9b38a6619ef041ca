import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Bank-file import: transactions reconciled with a bank statement and the bank ids that link them to it,
 * previews kept between upload and confirmation, the family's import rules, the payee names learnt from
 * confirmed imports, and each account's CSV layout.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Set when a statement row was matched to or created the transaction; the editor asks to unlock it first.
  await db.schema
    .alterTable('transactions')
    .addColumn('is_reconciled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One bank id per account and statement row: a transfer between two own accounts may carry one from each bank.
  await withId(db.schema.createTable('bank_links'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('reference', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('bank_links_reference', ['account_id', 'reference'])
    .execute();
  await db.schema
    .createIndex('bank_links_transaction')
    .on('bank_links')
    .columns(['transaction_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('format', 'varchar(20)', (c) => c.notNull())
    // The file's text, kept for CSV only so that a changed column layout re-reads it without a new upload.
    .addColumn('source', 'text')
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_batches_family')
    .on('import_batches')
    .columns(['family_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('import_rules'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('match_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('match_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('min_amount', 'bigint')
    .addColumn('max_amount', 'bigint')
    .addColumn('direction', 'varchar(3)')
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('budget_id', 'integer', (c) => c.references('budgets.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_rules_family').on('import_rules').columns(['family_id', 'position']).execute();

  await db.schema
    .createTable('import_rule_tags')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('import_rules.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('import_rule_tags_pk', ['rule_id', 'tag_id'])
    .execute();

  await withId(db.schema.createTable('payee_aliases'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('payee_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('payee_aliases_key', ['family_id', 'payee_key'])
    .execute();

  await db.schema
    .createTable('import_csv_layouts')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
