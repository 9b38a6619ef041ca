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
  webDistDir?: string;
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
    }),
  };
  let pgSchema: string | undefined;
  if (dialect === 'postgres') {
    pgSchema = `test_${crypto.randomBytes(6).toString('hex')}`;
    await withPgClient((client) => client.query(`CREATE SCHEMA ${pgSchema}`));
  }
  const db = openDatabase({
    databaseUrl: dialect === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null,
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
    tokens: new TokenService(new TextEncoder().encode('a test secret that is long enough'), config.tokenLifetimeSeconds, () => clock.now),
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
      if (pgSchema) await withPgClient((client) => client.query(`DROP SCHEMA ${pgSchema} CASCADE`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPgClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
