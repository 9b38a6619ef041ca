import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, refreshStatisticsAtStart, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

const opened: { db: Db; dir: string }[] = [];

async function freshDatabase(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-statistics-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'hearth.db') });
  opened.push({ db, dir });
  await migrateToLatest(db);
  return db;
}

const statisticsOf = async (db: Db, index: string) =>
  (await sql<{ stat: string }>`SELECT stat FROM sqlite_stat1 WHERE idx = ${index}`.execute(db.kysely)).rows.map(
    (row) => row.stat,
  );

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('statistics at start (SQLite)', () => {
  it('studies a new database, then a table that gained an index, and leaves empty tables alone', async () => {
    const db = await freshDatabase();
    await refreshStatisticsAtStart(db);
    expect((await sql`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db.kysely)).rows).toHaveLength(
      1,
    );

    await sql`INSERT INTO families (name, created_at) VALUES ('One', '2026-11-24T00:00:00Z'), ('Two', '2026-11-24T00:00:00Z')`.execute(
      db.kysely,
    );
    await sql`CREATE INDEX families_by_name ON families (name)`.execute(db.kysely);
    await sql`CREATE INDEX invitations_by_email ON invitations (email)`.execute(db.kysely);
    expect(await statisticsOf(db, 'families_by_name')).toEqual([]);

    await refreshStatisticsAtStart(db);
    expect(await statisticsOf(db, 'families_by_name')).toEqual(['2 1']);
    expect(await statisticsOf(db, 'invitations_by_email')).toEqual([]);
  });
});
