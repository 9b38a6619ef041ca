import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../src/db/database.js';

/** A fresh, empty database of the dialect (a file, or a schema of TEST_DATABASE_URL) and how to remove it. */
export async function freshDatabase(dialect: Dialect): Promise<{ db: Db; remove: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-fresh-'));
    const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'hearth.db') });
    return { db, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // As the test app does: pg_trgm in public, shared by the test schemas.
  await admin('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
  await admin(`CREATE SCHEMA ${schema}`);
  const db = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema });
  return { db, remove: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}
