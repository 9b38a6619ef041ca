import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The record of the server's automatic backups and their verification (docs/self-hosting.md, Backups).
 * A backup is the whole server's, so the rows carry no family: every family's Admins see the same times,
 * sizes and states, and nothing else.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('backups'), dialect)
    // requested (an Admin asked; the background process starts it), running, verified or failed.
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    // schedule, admin (Back up now) or command (npm run backup).
    .addColumn('trigger', 'varchar(12)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    // The backup's folder name inside BACKUP_DIR.
    .addColumn('folder', 'varchar(200)')
    .addColumn('size_bytes', 'bigint')
    // Why it failed, as the status screen and the mail to the Admins say it.
    .addColumn('error', 'text')
    // Set when rotation (BACKUP_KEEP) removed its folder.
    .addColumn('removed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('backups_state').on('backups').columns(['state', 'id']).execute();
}
