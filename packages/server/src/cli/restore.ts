/**
 * `npm run restore -- FOLDER`: restores a backup made by Hearth into the data folder of a stopped server
 * (DATA_DIR), keeping the data it replaces aside (docs/self-hosting.md, Restoring a backup).
 */
import { loadConfig } from '../config.js';
import { isPostgresUrl } from '../db/database.js';
import { restoreBackup, RestoreRefused } from '../features/backups/restore.js';

const target = process.argv[2];
if (!target) {
  console.error('Name the backup to restore: npm run restore -- /path/to/hearth-backup-…');
  process.exit(1);
}
const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('This server uses PostgreSQL: restore with pg_restore as described in docs/self-hosting.md.');
  process.exit(1);
}
try {
  const result = await restoreBackup({ backup: target, dataDir: config.dataDir, port: config.port, now: new Date() });
  console.log(`Restored the backup of ${result.createdAt} into ${config.dataDir}.`);
  if (result.setAside) console.log(`The data it replaced is kept in ${result.setAside}.`);
  console.log('Start Hearth again.');
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
