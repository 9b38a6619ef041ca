import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Bank connections (SimpleFIN Bridge, Enable Banking), the bank accounts each links to a Hearth account,
 * the pending transactions a sync recorded, and the notices it leaves for the family (docs/bank-sync.md).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('bank_connections'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // Sealed with the encryption key (platform/encryption.ts); emptied when the connection is deleted.
    .addColumn('credentials', 'text', (c) => c.notNull())
    // active, reauthorise or failed.
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    // JSON: the accounts the provider offered at the last look.
    .addColumn('offered_accounts', 'text', (c) => c.notNull())
    .addColumn('last_sync_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('consent_expires_at', 'varchar(32)')
    // The consent end the Admins were last mailed about (Enable Banking): one reminder per consent.
    .addColumn('consent_reminded_for', 'varchar(32)')
    // The bank an Enable Banking connection reads (its name and country in Enable Banking's list).
    .addColumn('bank_name', 'varchar(200)')
    .addColumn('bank_country', 'varchar(2)')
    // A sync under way since then; claimed by one conditional update, so that two never run together.
    .addColumn('sync_started_at', 'varchar(32)')
    // The provider asked to wait until then (Retry-After).
    .addColumn('retry_after', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_connections_family').on('bank_connections').columns(['family_id']).execute();

  await withId(db.schema.createTable('bank_connection_links'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('bank_connections.id').onDelete('cascade'))
    .addColumn('remote_account_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('remote_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_synced_day', 'varchar(10)')
    .addColumn('bank_balance', 'bigint')
    .addColumn('bank_balance_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_connection_links_remote')
    .on('bank_connection_links')
    .columns(['connection_id', 'remote_account_id'])
    .unique()
    .execute();
  // A Hearth account takes its transactions from one bank account only.
  await db.schema
    .createIndex('bank_connection_links_account')
    .on('bank_connection_links')
    .columns(['account_id'])
    .unique()
    .execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('is_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A pending transaction a sync recorded: the provider's id, so that its booked version replaces it.
  await withId(db.schema.createTable('bank_pending_transactions'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('remote_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_pending_transactions_remote')
    .on('bank_pending_transactions')
    .columns(['account_id', 'remote_id'])
    .unique()
    .execute();

  // What a sync did by itself that the family should know of (a pending transaction removed).
  await withId(db.schema.createTable('bank_sync_notices'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_sync_notices_family')
    .on('bank_sync_notices')
    .columns(['family_id', 'id'])
    .execute();

  // A family's own Enable Banking application (id and private key), sealed like connection credentials.
  await withId(db.schema.createTable('bank_provider_applications'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(30)', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_provider_applications_family')
    .on('bank_provider_applications')
    .columns(['family_id', 'provider'])
    .unique()
    .execute();

  // A bank consent under way: the state sent to the bank (kept as its hash), bound to the family and the
  // Admin who started it, used once before it expires; connection_id is set when renewing a connection.
  await withId(db.schema.createTable('bank_authorisations'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('connection_id', 'integer', (c) => c.references('bank_connections.id').onDelete('cascade'))
    .addColumn('bank_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('bank_country', 'varchar(2)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
