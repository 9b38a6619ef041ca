import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/** Families, their users, e-mail validation, password recovery, invitations, and the accounts table. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('families'), dialect)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('data_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('accounts'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_type_id', 'integer', (c) => c.notNull())
    .addColumn('opening_date', 'varchar(10)')
    .addColumn('opening_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_quick_transaction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('accounts_family_type')
    .on('accounts')
    .columns(['family_id', 'account_type_id'])
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('surname', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('timezone_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('default_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('email_validated_at', 'varchar(32)')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_family').on('users').column('family_id').execute();

  await db.schema
    .createTable('email_validations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await withId(db.schema.createTable('password_resets'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('invited_by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('invitations_family').on('invitations').column('family_id').execute();
}
