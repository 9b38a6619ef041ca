import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { expectLedgerIntegrity } from '../packages/server/test/ledger-integrity.js';
import { createDemoFamily } from './demo-family.js';

describe('the demo generator', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-demo-'));
    db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'hearth.db') });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a family whose kept totals equal the ledger recount', async () => {
    const demo = await createDemoFamily(db, { transactions: 2000, seed: 7, email: 'demo@example.com', password: 'Sturdy-Passw0rd', today: '2026-11-24' });
    expect(demo.transactions).toBeGreaterThan(1500);
    const accounts = await db.kysely.selectFrom('accounts').select('transaction_count').where('family_id', '=', demo.familyId).execute();
    expect(accounts.reduce((sum, a) => sum + Number(a.transaction_count), 0)).toBe(2 * demo.transactions);
    await expectLedgerIntegrity(db.kysely, demo.familyId);
  });
});
