import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, insertRowsReturningIds, insertStatement, MAX_VALUES_PER_INSERT } from '../src/db/insert-rows.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';

describe('insertStatement', () => {
  it.each([
    [false, [{ a: 1, b: 'x' }], false, 'insert into "tags" ("a", "b") values (?, ?)', [1, 'x']],
    [
      true,
      [
        { a: 1, b: 'x' },
        { a: 2, b: null },
      ],
      false,
      'insert into "tags" ("a", "b") values ($1, $2), ($3, $4)',
      [1, 'x', 2, null],
    ],
    [false, [{ a: 1 }, { a: 2 }], true, 'insert into "tags" ("a") values (?), (?) returning "id"', [1, 2]],
    [true, [{ 'we"ird': 'v' }], false, 'insert into "tags" ("we""ird") values ($1)', ['v']],
  ] as [boolean, Record<string, unknown>[], boolean, string, unknown[]][])(
    'postgres %s, %j, returning %s',
    (postgres, rows, returning, text, parameters) => {
      const compiled = insertStatement(postgres, 'tags', rows, returning);
      expect(compiled.sql).toBe(text);
      expect(compiled.parameters).toEqual(parameters);
    },
  );

  it.each([
    ['a row without a column the first has', [{ a: 1, b: 2 }, { a: 3 }], 'column b of a row is missing'],
    ['a value that is neither text, number nor null', [{ a: true }], 'column a of a row is boolean'],
    ['no columns', [{}], 'no columns'],
    [
      'more values than one statement binds',
      Array.from({ length: MAX_VALUES_PER_INSERT + 1 }, () => ({ a: 1 })),
      'too many values',
    ],
  ] as [string, Record<string, unknown>[], string][])('refuses %s', (_, rows, message) => {
    expect(() => insertStatement(false, 'tags', rows, false)).toThrow(message);
  });
});

describe.each(testDialects())('insertRows on %s', (dialect) => {
  let t: TestApp;
  let familyId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.deps.db.kysely;
    await db.insertInto('families').values({ name: 'Rows', created_at: '2026-11-26T00:00:00Z' }).execute();
    familyId = (await db.selectFrom('families').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const tag = (name: string, deactivated: 0 | 1) => ({
    family_id: familyId,
    name,
    name_key: name.toLowerCase(),
    created_at: '2026-11-26T00:00:00Z',
    deactivated,
  });

  it('writes every row with its own values, quotes and all, and answers their ids in order', async () => {
    const db = t.deps.db.kysely;
    const names = Array.from({ length: 300 }, (_, index) => `Tag ${index} "quoted" 'and' ; drop`);
    const ids = await insertRowsReturningIds(
      db,
      'tags',
      names.map((name, index) => tag(name, index % 2 === 0 ? 0 : 1)),
    );
    expect(ids).toHaveLength(300);
    const rows = await db
      .selectFrom('tags')
      .select(['id', 'name', 'deactivated'])
      .where('family_id', '=', familyId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => row.name)).toEqual(names);
    expect(rows.map((row) => Number(row.deactivated))).toEqual(names.map((_, index) => index % 2));
  });

  it('writes nothing for no rows, and all or nothing inside a refused transaction', async () => {
    const db = t.deps.db.kysely;
    await insertRows(db, 'tags', []);
    const before = await db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertRows(trx, 'tags', [tag('Kept?', 0)]);
        // The same name again breaks the family's unique names: the whole transaction is undone.
        await insertRows(trx, 'tags', [tag('Tag 0 "quoted" \'and\' ; drop', 0)]);
      }),
    ).rejects.toThrow();
    const after = await db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
