import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared.js';
import { familyScope } from '../src/platform/tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';

describe.each(testDialects())('prepared queries on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.deps.db.kysely;
    const created = '2026-11-24T00:00:00Z';
    for (const name of ['Ann', 'Bob']) await db.insertInto('families').values({ name, created_at: created }).execute();
    const families = await db.selectFrom('families').select(['id', 'name']).orderBy('id').execute();
    for (const [index, family] of families.entries()) {
      for (const name of ['Alpha', 'Beta', 'Gamma']) {
        await db
          .insertInto('tags')
          .values({ family_id: family.id, name: `${name} ${family.name}`, name_key: `${name} ${family.name}`.toLowerCase(), created_at: created, deactivated: index === 0 ? 0 : 1 } as never)
          .execute();
      }
    }
  });
  afterAll(() => t.close());

  // Values in where (also inside a sql template, as familyScope writes it), in an `in` list and in limit.
  const tagsOf = preparedQuery((db, familyId: number, names: readonly string[], deactivated: 0 | 1, limit: number) =>
    familyScope(db, familyId)
      .selectFrom('tags')
      .select('name')
      .where('name', 'in', names)
      .where('deactivated', '=', deactivated)
      .where(sql<boolean>`length(name) > ${2}`)
      .orderBy('name')
      .limit(limit),
  );

  it.each([
    ['Ann', ['Alpha Ann', 'Beta Ann', 'Beta Bob'], 0, 10, ['Alpha Ann', 'Beta Ann']],
    ['Bob', ['Alpha Ann', 'Beta Ann', 'Beta Bob'], 1, 10, ['Beta Bob']],
    ['Ann', ['Gamma Ann'], 0, 10, ['Gamma Ann']],
    ['Ann', ['Gamma Ann'], 1, 10, []],
    ['Ann', ['Alpha Ann', 'Beta Ann', 'Gamma Ann'], 0, 2, ['Alpha Ann', 'Beta Ann']],
    ['Bob', ['Alpha Bob', 'Beta Bob', 'Gamma Bob'], 1, 3, ['Alpha Bob', 'Beta Bob', 'Gamma Bob']],
  ] as [string, string[], 0 | 1, number, string[]][])('%s, %j, deactivated %i, limit %i', async (familyName, names, deactivated, limit, expected) => {
    const db = t.deps.db.kysely;
    const family = await db.selectFrom('families').select('id').where('name', '=', familyName).executeTakeFirstOrThrow();
    const rows = await tagsOf(db, family.id, names, deactivated, limit);
    expect(rows.map((row) => row.name)).toEqual(expected);
    // Inside a transaction too.
    expect((await db.transaction().execute((trx) => tagsOf(trx, family.id, names, deactivated, limit))).map((row) => row.name)).toEqual(expected);
  });
});

describe.skipIf(!testDialects().includes('postgres'))('statements kept prepared on a PostgreSQL connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('prepares a parameterised statement once per connection and answers each run with its own values', async () => {
    await t.deps.db.kysely.connection().execute(async (db) => {
      const text = sql<{ n: number }>`SELECT ${1}::int + 0 AS n`;
      const seen: number[] = [];
      for (const n of [1, 2, 3]) seen.push((await sql<{ n: number }>`SELECT ${n}::int * 10 AS n`.execute(db)).rows[0]?.n as number);
      expect(seen).toEqual([10, 20, 30]);
      await text.execute(db);
      const kept = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int%' ORDER BY statement`.execute(db);
      expect(kept.rows.map((row) => row.statement)).toEqual(['SELECT $1::int * 10 AS n', 'SELECT $1::int + 0 AS n']);
    });
  });
});
