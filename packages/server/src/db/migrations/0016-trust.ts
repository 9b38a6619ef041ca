import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Trust: sessions kept on the server (a token names its session), counters that limit guessing and
 * mail, security events, second factors (TOTP with recovery codes, passkeys), e-mail changes waiting for
 * validation, members removed from a family, and the family's attachment storage.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sessions')
    // An unguessable id: the token's `sid` claim names it.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    // The session ends by itself then, unless renewed before.
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ended_reason', 'varchar(40)')
    .addColumn('user_agent', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // How the second step was passed, when there was one: totp, recovery-code or passkey.
    .addColumn('second_factor', 'varchar(20)')
    // When the password (or a second factor) was last given in this session: sensitive changes ask again after a while.
    .addColumn('confirmed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();

  // Counters that limit guessing, registration, invitations and mail: claimed atomically, one row a key.
  await db.schema
    .createTable('throttles')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .execute();

  await withId(db.schema.createTable('security_events'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    // Whom the event is about.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // Who did it, when someone else did (an Admin changing a role).
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_events_user').on('security_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('security_events_family').on('security_events').columns(['family_id', 'id']).execute();

  // A changed address is kept apart until its link is opened: until then the old one signs in and gets PINs.
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(254)').execute();
  await db.schema.alterTable('email_validations').addColumn('email', 'varchar(254)').execute();
  // A removed member's row stays, so that what they entered is still theirs; their address is set free.
  await db.schema.alterTable('users').addColumn('removed_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('former_email', 'varchar(254)').execute();
  // TOTP: the secret encrypted at rest; the last time step used, so that a code works once.
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(500)').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'varchar(500)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('recovery_codes'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await withId(db.schema.createTable('passkeys'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  // A WebAuthn challenge lives for a few minutes and is used once, whichever process answers.
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('challenge', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // A deleted transaction's files are removed from disk once the delete is final; the row remembers when.
  await db.schema.alterTable('attachments').addColumn('purged_at', 'varchar(32)').execute();
  await db.schema.createIndex('attachments_family').on('attachments').column('family_id').execute();
}
