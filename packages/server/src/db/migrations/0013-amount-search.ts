import type { Kysely } from 'kysely';

/**
 * Search by amount: the family's transactions by amount with the date, id and deleted mark beside it, so
 * that a range of amounts is read from the index alone and its newest page sorted without reading the
 * rows; only the page's rows are read. It replaces the index of (family, amount), a prefix of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('transactions_family_amount_date')
    .on('transactions')
    .columns(['family_id', 'amount', 'transaction_date', 'id', 'is_deleted'])
    .execute();
  await db.schema.dropIndex('transactions_family_amount').execute();
}
