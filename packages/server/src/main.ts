import cluster from 'node:cluster';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, refreshStatisticsAtStart } from './db/database.js';
import { describeDescriptionSearch, descriptionSearchInUse } from './db/description-search.js';
import { migrateToLatest } from './db/migrate.js';
import { startBackgroundJobs } from './platform/background-jobs.js';
import type { AppDeps } from './platform/deps.js';
import { openSecretBox } from './platform/encryption.js';
import { reportLaterFailuresTo, settleLaterWork } from './platform/later.js';
import { createLogger } from './platform/logging.js';
import { outboxMailer, smtpMailer } from './platform/mail.js';
import { loadJwtSecret } from './platform/secrets.js';
import { TokenService } from './platform/tokens.js';

/**
 * One process serves everything; with WORKERS above 1, a primary process migrates the database, runs the
 * background jobs (auto-pay, prices, statistics) and keeps that many workers serving HTTP on one port
 * (node:cluster shares it). SQLite in WAL mode lets the processes read at once and write one at a time.
 */
// The live heap is about 30 MB: let it double before the next full collection rather than grow by V8's
// default of up to four times, which took the process to 250 MB (docs/architecture.md, Memory). Set here
// rather than on the command line, so that a Node whose V8 no longer knows the flag still starts.
v8.setFlagsFromString('--heap-growing-percent=100');
// Everything Hearth creates in the data folder (database, WAL, keys, outbox, attachments) is its own user's only.
process.umask(0o077);

const config = loadConfig();
const logger = createLogger(config.logLevel);
const isWorker = cluster.isWorker;
reportLaterFailuresTo((error) => logger.error({ err: error }, 'work after a reply failed'));
const clustered = config.workers > 1 && cluster.isPrimary;

const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'hearth.db') });
if (!isWorker) {
  await migrateToLatest(db);
  await refreshStatisticsAtStart(db);
  logger.info(describeDescriptionSearch(db, await descriptionSearchInUse(db)));
}
const clock = () => new Date();
const tokens = new TokenService(loadJwtSecret(config.dataDir, config.jwtSecret), config.tokenLifetimeSeconds, clock);
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : outboxMailer(path.join(config.dataDir, 'outbox'), logger);
const deps: AppDeps = {
  config,
  db,
  tokens,
  clock,
  mailer,
  secrets: openSecretBox(config.dataDir, config.encryptionKey),
};

const stopJobs = isWorker ? () => undefined : await startBackgroundJobs(deps, logger);

if (clustered) {
  const fork = () =>
    cluster.fork().on('exit', (code, signal) => {
      if (stopping) return;
      logger.warn(`a worker stopped (${signal ?? code}); starting another`);
      fork();
    });
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) fork();
  logger.info(
    `Hearth is serving on ${config.publicUrl} with ${config.workers} workers (${db.dialect}, data in ${config.dataDir})`,
  );
  const shutdown = async (signal: string) => {
    stopping = true;
    logger.info(`${signal}: closing`);
    stopJobs();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} else {
  const app = await buildApp(deps, { logger });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    stopJobs();
    await app.close();
    // Mails that follow answers already given (validation links, recovery PINs) still go out.
    await settleLaterWork();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (!isWorker) app.log.info(`Hearth is serving on ${config.publicUrl} (${db.dialect}, data in ${config.dataDir})`);
}
