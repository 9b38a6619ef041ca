import path from 'node:path';
import { buildApp } from './app.js';
import { startPricePoller } from './features/investments/poller.js';
import { runAutoPay } from './features/schedules/auto-pay.js';
import { loadConfig } from './config.js';
import { openDatabase, refreshStatistics } from './db/database.js';
import { describeDescriptionSearch, descriptionSearchInUse } from './db/description-search.js';
import { migrateToLatest } from './db/migrate.js';
import { createLogger } from './platform/logging.js';
import { outboxMailer, smtpMailer } from './platform/mail.js';
import { loadJwtSecret } from './platform/secrets.js';
import { TokenService } from './platform/tokens.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'hearth.db') });
await migrateToLatest(db);
await refreshStatistics(db, true);
logger.info(describeDescriptionSearch(db, await descriptionSearchInUse(db)));

const clock = () => new Date();
const tokens = new TokenService(loadJwtSecret(config.dataDir, config.jwtSecret), config.tokenLifetimeSeconds, clock);
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : outboxMailer(path.join(config.dataDir, 'outbox'), logger);
const app = await buildApp({ config, db, tokens, clock, mailer }, { logger });

// Investment prices: each configured provider every 5 minutes while anything of its type is held.
const pricePoller = startPricePoller({ config, db, tokens, clock, mailer }, app.log);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  pricePoller.stop();
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Hearth is serving on ${config.publicUrl} (${db.dialect}, data in ${config.dataDir})`);

// Auto-pay catches up at start-up, then looks every hour (days begin at different hours in different zones).
const AUTO_PAY_INTERVAL_MS = 60 * 60 * 1000;
const autoPay = async () => {
  try {
    const recorded = await runAutoPay({ config, db, tokens, clock, mailer }, app.log);
    if (recorded > 0) app.log.info(`auto-pay recorded ${recorded} scheduled payments`);
  } catch (error) {
    app.log.error({ err: error }, 'auto-pay failed');
  }
};
await autoPay();
setInterval(() => {
  void autoPay();
  void refreshStatistics(db, false).catch((error: unknown) => app.log.error({ err: error }, 'refreshing statistics failed'));
}, AUTO_PAY_INTERVAL_MS).unref();
