import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/** Categories, budgets, tags, transactions with their lines, tags and attachments; account defaults and totals. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('categories'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('income_category', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_family').on('categories').column('family_id').execute();

  await withId(db.schema.createTable('subcategories'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subcategories_category').on('subcategories').columns(['category_id']).execute();
  await db.schema.createIndex('subcategories_family').on('subcategories').column('family_id').execute();

  await withId(db.schema.createTable('budgets'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('allowance_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('budget_type_id', 'integer', (c) => c.notNull())
    .addColumn('primary_account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('start_day_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budgets_family').on('budgets').column('family_id').execute();

  await db.schema
    .alterTable('accounts')
    .addColumn('default_subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('default_budget_id', 'integer', (c) => c.references('budgets.id'))
    .execute();
  // Kept in the same database transaction as every transaction write, so balances never rescan history.
  await db.schema
    .alterTable('accounts')
    .addColumn('activity_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('transaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('transactions'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transaction_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaction_type_id', 'integer', (c) => c.notNull())
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('schedule_id', 'integer')
    .addColumn('payment_number', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_family_date')
    .on('transactions')
    .columns(['family_id', 'transaction_date', 'id'])
    .execute();
  await db.schema
    .createIndex('transactions_debit_date')
    .on('transactions')
    .columns(['debit_account_id', 'transaction_date'])
    .execute();
  await db.schema
    .createIndex('transactions_credit_date')
    .on('transactions')
    .columns(['credit_account_id', 'transaction_date'])
    .execute();
  await db.schema
    .createIndex('transactions_family_amount')
    .on('transactions')
    .columns(['family_id', 'amount'])
    .execute();
  await db.schema
    .createIndex('transactions_schedule')
    .on('transactions')
    .columns(['schedule_id', 'payment_number'])
    .execute();

  await withId(db.schema.createTable('transaction_lines'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('budget_id', 'integer', (c) => c.references('budgets.id'))
    .execute();
  await db.schema
    .createIndex('transaction_lines_transaction')
    .on('transaction_lines')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('transaction_lines_subcategory')
    .on('transaction_lines')
    .columns(['subcategory_id', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('transaction_lines_budget')
    .on('transaction_lines')
    .columns(['budget_id', 'transaction_id'])
    .execute();

  await withId(db.schema.createTable('tags'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('deactivated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_validity_period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_family').on('tags').column('family_id').execute();

  await db.schema
    .createTable('transaction_tags')
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('transaction_tags_pk', ['transaction_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('transaction_tags_tag')
    .on('transaction_tags')
    .columns(['tag_id', 'transaction_id'])
    .execute();

  await withId(db.schema.createTable('attachments'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_transaction').on('attachments').column('transaction_id').execute();
}
