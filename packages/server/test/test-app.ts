import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Dialect, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { AppDeps } from '../src/platform/deps.js';
import { outboxMailer } from '../src/platform/mail.js';
import { TokenService } from '../src/platform/tokens.js';

/** The databases the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL names one. */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestClock {
  now: Date;
  advance(milliseconds: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  outboxDir: string;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  authRateLimit?: number;
  /** Environment settings on top of the test defaults (TRUST_PROXY, REGISTRATION…). */
  env?: Record<string, string>;
  webDistDir?: string;
  /**
   * PostgreSQL only: tables in this existing schema of this database instead of a fresh schema of
   * TEST_DATABASE_URL, for roles that may not create schemas. The schema is emptied before and after.
   */
  postgres?: { databaseUrl: string; schema: string };
}

/** A fresh application on a fresh, migrated database of the given dialect. */
export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://hearth.test',
      RATE_LIMIT_AUTH: String(options.authRateLimit ?? 1000),
      WEB_DIST_DIR: options.webDistDir ?? '',
      LOG_LEVEL: 'silent',
      // Every answer of the suite is checked against its contract schema.
      VALIDATE_RESPONSES: '1',
      ...options.env,
    }),
  };
  let pgSchema: string | undefined;
  const existing = options.postgres;
  const pgUrl = existing?.databaseUrl ?? process.env.TEST_DATABASE_URL ?? null;
  if (dialect === 'postgres' && existing) {
    pgSchema = existing.schema;
    await withPgClient(pgUrl, (client) => emptySchema(client, existing.schema));
  } else if (dialect === 'postgres') {
    pgSchema = `test_${crypto.randomBytes(6).toString('hex')}`;
    await withPgClient(pgUrl, async (client) => {
      // pg_trgm lives in public, shared by every test schema: created inside one, it would go with that
      // schema's DROP ... CASCADE and break the indexes of the schemas of tests running beside it.
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
      await client.query(`CREATE SCHEMA ${pgSchema}`);
    });
  }
  const db = openDatabase({
    databaseUrl: dialect === 'postgres' ? pgUrl : null,
    sqliteFile: path.join(dataDir, 'hearth.db'),
    pgSchema,
  });
  await migrateToLatest(db);
  const clock: TestClock = {
    now: new Date(),
    advance(milliseconds) {
      this.now = new Date(this.now.getTime() + milliseconds);
    },
  };
  const outboxDir = path.join(dataDir, 'outbox');
  const deps: AppDeps = {
    config,
    db,
    mailer: outboxMailer(outboxDir, null),
    tokens: new TokenService(
      new TextEncoder().encode('a test secret that is long enough'),
      config.tokenLifetimeSeconds,
      () => clock.now,
    ),
    clock: () => clock.now,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    outboxDir,
    clock,
    async close() {
      await app.close();
      await db.close();
      if (existing) await withPgClient(pgUrl, (client) => emptySchema(client, existing.schema));
      else if (pgSchema) await withPgClient(pgUrl, (client) => client.query(`DROP SCHEMA ${pgSchema} CASCADE`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPgClient<T>(connectionString: string | null, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connectionString ?? undefined });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops every table of a schema (their sequences and indexes go with them), leaving the schema itself. */
async function emptySchema(client: pg.Client, schema: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = $1',
    [schema],
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(row.name)}`);
  await client.query(`DROP TABLE ${tables.join(', ')} CASCADE`);
}
