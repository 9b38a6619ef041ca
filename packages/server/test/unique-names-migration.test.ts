import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';

describe('the migration that makes live names unique', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-migration-'));
    db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'hearth.db') });
    await migrateTo(db, '0005-description-search');
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells names that already clash apart by a number, oldest first, and then refuses new clashes', async () => {
    const now = '2026-01-01T00:00:00Z';
    await sql`INSERT INTO families (id, name, data_version, created_at) VALUES (1, 'Smith Family', 0, ${now})`.execute(
      db.kysely,
    );
    for (const [name, type, deleted] of [
      ['Shop', 2, 0],
      ['shop', 2, 0],
      ['SHOP', 2, 0],
      ['Shop', 1, 0],
      ['Shop (2)', 2, 1],
      ['Shop', 2, 1],
    ] as const) {
      await sql`INSERT INTO accounts (family_id, name, account_type_id, is_deleted, created_at) VALUES (1, ${name}, ${type}, ${deleted}, ${now})`.execute(
        db.kysely,
      );
    }
    for (const name of ['Holiday', 'holiday'])
      await sql`INSERT INTO tags (family_id, name, created_at) VALUES (1, ${name}, ${now})`.execute(db.kysely);

    await migrateToLatest(db);

    const accounts = await db.kysely
      .selectFrom('accounts')
      .select(['name', 'account_type_id', 'is_deleted'])
      .orderBy('id')
      .execute();
    expect(accounts.map((a) => [a.name, a.account_type_id, a.is_deleted])).toEqual([
      ['Shop', 2, 0],
      ['shop (2)', 2, 0],
      ['SHOP (3)', 2, 0],
      ['Shop', 1, 0],
      ['Shop (2)', 2, 1],
      ['Shop', 2, 1],
    ]);
    const tags = await db.kysely.selectFrom('tags').select('name').orderBy('id').execute();
    expect(tags.map((tag) => tag.name)).toEqual(['Holiday', 'holiday (2)']);
    await expect(
      sql`INSERT INTO accounts (family_id, name, name_key, account_type_id, created_at) VALUES (1, 'SHOP', 'shop', 2, ${now})`.execute(
        db.kysely,
      ),
    ).rejects.toThrow(/UNIQUE/);
  });
});
