import { sql, type Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Scenarios that can say "this stops": a scenario's amount for a schedule may be left out (the schedule
 * keeps its own amounts) and a stop date added; and schedules that exist only in a scenario.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('scenario_schedules')
      .alterColumn('amount', (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable('scenario_schedules').addColumn('stop_date', 'varchar(10)').execute();
  } else {
    // SQLite cannot drop a NOT NULL: the table is made again with the rows it holds.
    await db.schema
      .createTable('scenario_schedules_next')
      .addColumn('scenario_id', 'integer', (c) => c.notNull().references('scenarios.id').onDelete('cascade'))
      .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
      .addColumn('amount', 'bigint')
      .addColumn('stop_date', 'varchar(10)')
      .addPrimaryKeyConstraint('scenario_schedules_pk', ['scenario_id', 'schedule_id'])
      .execute();
    await sql`INSERT INTO scenario_schedules_next (scenario_id, schedule_id, amount)
      SELECT scenario_id, schedule_id, amount FROM scenario_schedules`.execute(db);
    await db.schema.dropTable('scenario_schedules').execute();
    await db.schema.alterTable('scenario_schedules_next').renameTo('scenario_schedules').execute();
  }

  await withId(db.schema.createTable('scenario_hypothetical_schedules'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('scenario_id', 'integer', (c) => c.notNull().references('scenarios.id').onDelete('cascade'))
    .addColumn('recurrence_type_id', 'integer', (c) => c.notNull())
    .addColumn('schedule_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('recurrence_end_type_id', 'integer', (c) => c.notNull())
    .addColumn('schedule_end', 'varchar(10)')
    .addColumn('number_of_transactions', 'integer')
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('transaction_type_id', 'integer', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('weekday_only_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scenario_hypothetical_schedules_scenario')
    .on('scenario_hypothetical_schedules')
    .column('scenario_id')
    .execute();
}
