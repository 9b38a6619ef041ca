import { sql, type Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/** Schedules with their tags and payment variations, scenarios, and one live transaction per payment. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('schedules'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('recurrence_type_id', 'integer', (c) => c.notNull())
    .addColumn('schedule_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('recurrence_end_type_id', 'integer', (c) => c.notNull())
    .addColumn('schedule_end', 'varchar(10)')
    .addColumn('number_of_transactions', 'integer')
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('transaction_type_id', 'integer', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('budget_id', 'integer', (c) => c.references('budgets.id'))
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('weekday_only_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auto_pay', 'integer', (c) => c.notNull().defaultTo(0))
    // Auto-pay has recorded every payment up to this number: a compare-and-set on it makes each one happen once.
    .addColumn('auto_paid_through', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedules_family').on('schedules').columns(['family_id', 'is_deleted']).execute();
  await db.schema.createIndex('schedules_subcategory').on('schedules').column('subcategory_id').execute();
  await db.schema.createIndex('schedules_debit').on('schedules').column('debit_account_id').execute();
  await db.schema.createIndex('schedules_credit').on('schedules').column('credit_account_id').execute();

  await db.schema
    .createTable('schedule_tags')
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('schedule_tags_pk', ['schedule_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('schedule_tags_tag').on('schedule_tags').columns(['tag_id', 'schedule_id']).execute();

  await withId(db.schema.createTable('schedule_variations'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('payment_number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('new_date', 'varchar(10)')
    .addColumn('new_amount', 'bigint')
    .addColumn('continues', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('schedule_variations_one_kind', ['schedule_id', 'payment_number', 'kind'])
    .execute();

  await withId(db.schema.createTable('scenarios'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scenarios_family').on('scenarios').column('family_id').execute();

  await db.schema
    .createTable('scenario_schedules')
    .addColumn('scenario_id', 'integer', (c) => c.notNull().references('scenarios.id').onDelete('cascade'))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('scenario_schedules_pk', ['scenario_id', 'schedule_id'])
    .execute();

  // A payment of a schedule is paid by at most one live transaction.
  await sql`CREATE UNIQUE INDEX transactions_paid_payment ON transactions (schedule_id, payment_number) WHERE is_deleted = 0 AND schedule_id IS NOT NULL`.execute(
    db,
  );
}
