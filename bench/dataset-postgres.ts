import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/database.js';
import {
  buildFamily,
  DATASET_VERSION,
  type DataStore,
  type Dataset,
  type DatasetSize,
  type StoreCopy,
} from './dataset.js';
import { administratorReach, AdministratorError, runAsAdministrator } from './postgres-administrator.js';
import { databaseName, quoteIdentifier, withDatabase, withoutPassword } from './postgres-url.js';

/**
 * A data set in a PostgreSQL database of its own, built once: the table bench_dataset in that database
 * says which family it holds, so a database dropped and made again is built again. The database and
 * pg_trgm are made by an administrator (see setupHint; the bench does it itself when it may, see
 * postgres-administrator.ts); the role in the URL owns the database.
 */
export async function postgresStore(url: string, size: DatasetSize): Promise<DataStore> {
  const name = databaseName(url);
  const dataDir = path.resolve(import.meta.dirname, '.data', `postgres-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  await createdIfMissing(url);
  const dataset = await keptOrBuilt(url, size);
  return {
    kind: 'postgres',
    description: withoutPassword(url),
    location: { dataDir, databaseUrl: url },
    dataset,
    copy: () => copyDatabase(url),
  };
}

const PG_ERRORS = { missingDatabase: '3D000', insufficientPrivilege: '42501', objectInUse: '55006' } as const;

function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function setupHint(url: string): string {
  const name = databaseName(url);
  const role = new URL(url).username || 'hearth';
  return [
    `su postgres -c "psql -c 'CREATE DATABASE ${name} OWNER ${role}'"`,
    `su postgres -c "psql -d ${name} -c 'CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public'"`,
  ].join('\n');
}

const roleOf = (url: string) => decodeURIComponent(new URL(url).username) || 'hearth';

/** Makes the data set's database as the administrator would by hand (setupHint), when the bench may. */
async function createdIfMissing(url: string): Promise<void> {
  const reach = administratorReach(url);
  if (!reach) return;
  const exists = await withClient(withDatabase(url, 'postgres'), (client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName(url)]),
  )
    .then((result) => result.rowCount !== 0)
    // A role that may not connect to the maintenance database: leave it to the check at connection.
    .catch(() => true);
  if (exists) return;
  const name = databaseName(url);
  await runAsAdministrator(reach, 'postgres', [
    `CREATE DATABASE ${quoteIdentifier(name)} OWNER ${quoteIdentifier(roleOf(url))}`,
  ]);
  await runAsAdministrator(reach, name, ['CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public']);
  console.log(`Made the database ${name} for the data set, as the administrator (su postgres -c psql)`);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if (pgCode(error) === PG_ERRORS.missingDatabase)
      throw new Error(`The database of ${withoutPassword(url)} does not exist. Make it once with:\n${setupHint(url)}`, {
        cause: error,
      });
    throw error;
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 'kept' with the family, 'empty' to build in, 'stale' (an older bench data set) or 'foreign' (other tables). */
async function inspect(
  client: pg.Client,
): Promise<{ state: 'kept'; dataset: Dataset } | { state: 'empty' | 'stale' | 'foreign' }> {
  const tables = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`,
  );
  const names = new Set(tables.rows.map((row) => row.name));
  if (names.size === 0) return { state: 'empty' };
  if (!names.has('bench_dataset')) return { state: 'foreign' };
  const kept = await client.query<Dataset>(`SELECT version, email, password, transactions FROM bench_dataset LIMIT 1`);
  const row = kept.rows[0];
  return row && row.version === DATASET_VERSION ? { state: 'kept', dataset: row } : { state: 'stale' };
}

async function keptOrBuilt(url: string, size: DatasetSize): Promise<Dataset> {
  const found = await withClient(url, async (client) => {
    const state = await inspect(client);
    if (state.state === 'foreign') {
      throw new Error(
        `${withoutPassword(url)} holds tables but no bench data set: give the bench an empty database of its own (--database-url)`,
      );
    }
    // Everything in it is the bench's own: drop it and build the family anew.
    if (state.state === 'stale') await client.query('DROP OWNED BY CURRENT_USER');
    return state;
  });
  if (found.state === 'kept') return found.dataset;

  const db = openDatabase({ databaseUrl: url, sqliteFile: '' });
  let made: Dataset;
  try {
    made = await buildFamily(db, size);
  } finally {
    await db.close();
  }
  await withClient(url, async (client) => {
    await client.query(
      'CREATE TABLE bench_dataset (version integer NOT NULL, email text NOT NULL, password text NOT NULL, transactions integer NOT NULL)',
    );
    await client.query('INSERT INTO bench_dataset VALUES ($1, $2, $3, $4)', [
      made.version,
      made.email,
      made.password,
      made.transactions,
    ]);
    // As autovacuum would leave the tables some time after a bulk load: the planner's statistics, and
    // the visibility map that lets index-only scans skip the table.
    const started = performance.now();
    await client.query('VACUUM (ANALYZE)');
    console.log(`Vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  return made;
}

/**
 * CREATE DATABASE … TEMPLATE copies the data set in one statement; it needs nobody connected to the data
 * set, so it runs before the data set's server starts, and a role that may create databases: the role of
 * the URL if it may, otherwise the administrator as the data set's database was made (the copy is then
 * given to the role, which drops it afterwards as its owner).
 */
async function copyDatabase(url: string): Promise<StoreCopy> {
  const source = quoteIdentifier(databaseName(url));
  const name = `${databaseName(url)}_import`;
  const copy = quoteIdentifier(name);
  const role = roleOf(url);
  // A copy left by an interrupted run goes first.
  const statements = [
    `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`,
    `CREATE DATABASE ${copy} TEMPLATE ${source} OWNER ${quoteIdentifier(role)}`,
  ];
  const maintenance = withDatabase(url, 'postgres');
  const asRole = async () => {
    await withClient(maintenance, async (client) => {
      for (const statement of statements) await client.query(statement);
    });
  };
  let copied = await retriedWhileInUse(asRole).then(
    () => true,
    (error: unknown) => {
      if (pgCode(error) === PG_ERRORS.insufficientPrivilege) return false;
      throw error;
    },
  );
  const reach = administratorReach(url);
  if (!copied && reach) {
    await retriedWhileInUse(() => runAsAdministrator(reach, 'postgres', statements));
    copied = true;
  }
  if (!copied) {
    return {
      skipped:
        `role ${role} may not create databases, so the data set cannot be copied for them: ALTER ROLE ${role} CREATEDB allows it, ` +
        'or a bench run as root beside a local PostgreSQL makes the copy as its administrator (su postgres -c psql)',
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-import-'));
  return {
    location: { dataDir, databaseUrl: withDatabase(url, name) },
    async dispose() {
      await withClient(maintenance, (client) => client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session of autovacuum or a server just stopped may still be connected to the data set for a moment. */
async function retriedWhileInUse(copy: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await copy();
    } catch (error) {
      const code = error instanceof AdministratorError ? error.code : pgCode(error);
      if (code !== PG_ERRORS.objectInUse || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
