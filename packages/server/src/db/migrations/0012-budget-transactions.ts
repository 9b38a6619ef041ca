import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recountBudgetTransactions } from '../../features/ledger/recount.js';

/**
 * Which live transactions have a line naming each budget, by the transaction's day, kept by the ledger
 * writer: a budget period's transactions are one index range of (budget, day) rather than every
 * transaction of the family in the period, each checked for such a line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budget_transactions')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('budget_transactions_key', ['budget_id', 'day', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('budget_transactions_transaction')
    .on('budget_transactions')
    .column('transaction_id')
    .execute();
  await recountBudgetTransactions(db as Kysely<Database>, null);
}
