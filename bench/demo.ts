import path from 'node:path';
import { parseArgs } from 'node:util';
import { dayInTimeZone } from '@hearth/contract';
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
if (!Number.isInteger(transactions) || transactions < 100) throw new Error('--transactions must be a whole number of at least 100');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'hearth.db') });
await migrateToLatest(db);
const taken = await db.kysely.selectFrom('users').select('email').where('email', 'like', 'demo%@hearth.local').execute();
const email = taken.length === 0 ? 'demo@hearth.local' : `demo${taken.length + 1}@hearth.local`;
const started = performance.now();
const family = await createDemoFamily(db, { transactions, seed, email, password: 'Hearth-demo-1', today: dayInTimeZone(new Date(), 'Australia/Sydney') });
await db.close();
console.log(`Demo family created with ${family.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`Log in at ${config.publicUrl} as ${family.email} with the password ${family.password}`);
