import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoutes, dayInTimeZone } from '@hearth/contract';
import { loadConfig } from '../packages/server/src/config.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createDemoFamily } from './demo-family.js';

/** npm run demo [-- --transactions N] [--seed S]: a demo family in the configured database, its login printed. */
const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '15000' },
    seed: { type: 'string', default: '20261122' },
  },
});
const transactions = Number(values.transactions);
const seed = Number(values.seed);
if (!Number.isInteger(transactions) || transactions < 100)
  throw new Error('--transactions must be a whole number of at least 100');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'hearth.db') });
await migrateToLatest(db);
const taken = await db.kysely
  .selectFrom('users')
  .select('email')
  .where('email', 'like', 'demo%@hearth.local')
  .execute();
const email = taken.length === 0 ? 'demo@hearth.local' : `demo${taken.length + 1}@hearth.local`;
const started = performance.now();
const family = await createDemoFamily(db, {
  transactions,
  seed,
  email,
  password: 'Hearth-demo-1',
  today: dayInTimeZone(new Date(), 'Australia/Sydney'),
});
await db.close();
const store = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : path.join(config.dataDir, 'hearth.db');
console.log(
  `Demo family created with ${family.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s, in ${store}.`,
);
const login = `as ${family.email} with the password ${family.password}`;
// The app is another process: its address is known here only from the same PORT and PUBLIC_URL, so say
// whether Hearth answers there rather than name an address it may not use.
if (await hearthAnswersOn(config.port)) {
  console.log(`Hearth is running: log in at ${config.publicUrl} ${login}.`);
} else {
  console.log(
    `Nothing answers on port ${config.port} yet: start Hearth with the same settings (npm start), then log in at ${config.publicUrl} ${login}.`,
  );
  console.log('An app already started with another PORT or PUBLIC_URL is at that address instead.');
}

/** Whether Hearth listens on this port of this machine: unsigned, its heartbeat answers with Hearth's envelope. */
async function hearthAnswersOn(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${apiRoutes.heartbeat.get.path}`, {
      signal: AbortSignal.timeout(1500),
    });
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'responseState' in body;
  } catch {
    return false;
  }
}
