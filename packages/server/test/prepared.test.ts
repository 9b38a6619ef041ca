import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlannedPerCall } from '../src/db/database.js';
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
          .values({
            family_id: family.id,
            name: `${name} ${family.name}`,
            name_key: `${name} ${family.name}`.toLowerCase(),
            created_at: created,
            deactivated: index === 0 ? 0 : 1,
          } as never)
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
  ] as [string, string[], 0 | 1, number, string[]][])(
    '%s, %j, deactivated %i, limit %i',
    async (familyName, names, deactivated, limit, expected) => {
      const db = t.deps.db.kysely;
      const family = await db
        .selectFrom('families')
        .select('id')
        .where('name', '=', familyName)
        .executeTakeFirstOrThrow();
      const rows = await tagsOf(db, family.id, names, deactivated, limit);
      expect(rows.map((row) => row.name)).toEqual(expected);
      // Inside a transaction too.
      expect(
        (await db.transaction().execute((trx) => tagsOf(trx, family.id, names, deactivated, limit))).map(
          (row) => row.name,
        ),
      ).toEqual(expected);
    },
  );
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
      for (const n of [1, 2, 3])
        seen.push((await sql<{ n: number }>`SELECT ${n}::int * 10 AS n`.execute(db)).rows[0]?.n as number);
      expect(seen).toEqual([10, 20, 30]);
      await text.execute(db);
      const above = await sql<{
        n: number;
      }>`SELECT n FROM generate_series(1, 5) AS n WHERE n > ${3}::int ORDER BY n`.execute(db);
      expect(above.rows.map((row) => row.n)).toEqual([4, 5]);
      const kept = await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int%' ORDER BY statement`.execute(
        db,
      );
      expect(kept.rows.map((row) => row.statement)).toEqual(['SELECT $1::int * 10 AS n', 'SELECT $1::int + 0 AS n']);
      const ranges = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%generate_series%'`.execute(db);
      expect(ranges.rows[0]?.n).toBe(0);
      // Kept statements may get one plan, unnamed ones never, whatever the server's configuration says.
      const mode = await sql<{
        setting: string;
        source: string;
      }>`SELECT setting, source FROM pg_settings WHERE name = 'plan_cache_mode'`.execute(db);
      expect(mode.rows[0]).toEqual({ setting: 'auto', source: 'client' });
    });
  });
});

describe("which PostgreSQL statements are planned for each call's values", () => {
  it.each([
    ['a lookup by key', 'select "id" from "accounts" where "family_id" = $1 and "id" = $2', false],
    ['a lookup of a list of ids', 'select * from "transaction_lines" where "transaction_id" in ($1, $2, $3)', false],
    ['a ledger update', 'update "accounts" set "activity_total" = "activity_total" + $1 where "id" = $2', false],
    ['a date range', 'select * from "transactions" where "transaction_date" >= $1 and "transaction_date" <= $2', true],
    ['a pattern', 'select "id" from "accounts" where "name" ILIKE $1 ESCAPE \'\\\'', true],
    ['a page', 'select * from "transactions" where "family_id" = $1 order by "id" desc limit $2 offset $3', true],
    ['a range written with between', 'select * from "quotes" where "day" between $1 and $2', true],
    [
      'a lookup marked as planned for its values',
      'select "reference" from "bank_links" where "account_id" = $1 /* planned for its values */',
      true,
    ],
  ])('%s: %s', (_case, text, perCall) => {
    expect(isPlannedPerCall(text)).toBe(perCall);
  });
});
