import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recountReportTotals } from '../../features/ledger/recount.js';

/**
 * Day totals the reports read instead of the raw lines: per subcategory (0 for lines without one) and
 * transaction type, and per account and transaction type. Their size grows with days × subcategories or
 * accounts, not with the number of transactions, so a report over two years costs the same at 100,000 or
 * 1,000,000 transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subcategory_day_totals')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('subcategory_day_totals_key', ['family_id', 'day', 'subcategory_id', 'type_id'])
    .execute();
  await db.schema
    .createIndex('subcategory_day_totals_subcategory')
    .on('subcategory_day_totals')
    .columns(['subcategory_id', 'day'])
    .execute();
  await db.schema
    .createTable('account_day_totals')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('credit_amount', 'bigint', (c) => c.notNull())
    .addColumn('debit_amount', 'bigint', (c) => c.notNull())
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_day_totals_key', ['account_id', 'day', 'type_id'])
    .execute();
  await db.schema
    .createIndex('account_day_totals_family')
    .on('account_day_totals')
    .columns(['family_id', 'day'])
    .execute();
  await recountReportTotals(db as Kysely<Database>, null);
}
