/**
 * `npm run backup`: one backup of a SQLite server now, into BACKUP_DIR, verified and rotated like the
 * scheduled ones, whether the server runs or not (docs/self-hosting.md, Backups). Reads the same
 * environment as the server.
 */
import path from 'node:path';
import { BackupTrigger, POSTGRES_BACKUPS_MESSAGE } from '@hearth/contract';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { isPostgresUrl, openDatabase } from '../db/database.js';
import { makeBackup } from '../features/backups/service.js';
import { outboxMailer, smtpMailer } from '../platform/mail.js';

const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  console.error(`${POSTGRES_BACKUPS_MESSAGE} (docs/self-hosting.md).`);
  process.exit(1);
}
const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(config.dataDir, 'hearth.db') });
try {
  const table = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'backups'`.execute(db.kysely);
  if (table.rows.length === 0) {
    console.error(`${config.dataDir} holds no prepared Hearth database: start Hearth once on it, then back up.`);
    process.exitCode = 1;
  } else {
    const mailer = config.smtpUrl
      ? smtpMailer(config.smtpUrl)
      : outboxMailer(path.join(config.dataDir, 'outbox'), null);
    const outcome = await makeBackup({ config, db, mailer, clock: () => new Date() }, BackupTrigger.Command, null);
    if (outcome.state === 'verified') {
      console.log(
        `Backed up and verified: ${path.join(config.backups.dir, outcome.folder)} (${outcome.sizeBytes} bytes).`,
      );
    } else if (outcome.state === 'busy') {
      console.error('A backup is already being made. Please wait for it to finish.');
      process.exitCode = 1;
    } else {
      console.error(`The backup failed: ${outcome.error}`);
      process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
