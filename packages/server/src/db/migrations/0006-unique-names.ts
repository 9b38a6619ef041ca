import { sql, type Kysely } from 'kysely';
import { nameKey } from '../../platform/unique-names.js';

interface NamedTable {
  table: 'accounts' | 'categories' | 'subcategories' | 'tags';
  index: string;
  /** The columns a name is unique within, besides its key. */
  scope: string[];
  /** Only live rows take part, where the table deletes softly. */
  liveOnly: boolean;
}

const NAMED_TABLES: NamedTable[] = [
  { table: 'accounts', index: 'accounts_live_name', scope: ['family_id', 'account_type_id'], liveOnly: true },
  { table: 'categories', index: 'categories_live_name', scope: ['family_id'], liveOnly: true },
  { table: 'subcategories', index: 'subcategories_live_name', scope: ['category_id'], liveOnly: true },
  { table: 'tags', index: 'tags_name', scope: ['family_id'], liveOnly: false },
];

interface NamedRow {
  id: number;
  name: string;
  scope: string;
}

/**
 * Live names are unique per family (accounts per type, subcategories per category), ignoring case and
 * accents as the lists do. The key is computed by the server (SQLite's lower() folds ASCII only), and a
 * unique index on it settles two saves of one name at the same moment. Names that already clash are told
 * apart by a number, oldest first, so that the index can be built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const named of NAMED_TABLES) {
    await db.schema
      .alterTable(named.table)
      .addColumn('name_key', 'varchar(400)', (c) => c.notNull().defaultTo(''))
      .execute();
    const scopeExpression = sql.raw(named.scope.map((column) => `CAST(${column} AS varchar(40))`).join(` || ':' || `));
    const live = named.liveOnly ? sql`WHERE is_deleted = 0` : sql``;
    const rows = (
      await sql<NamedRow>`SELECT id, name, ${scopeExpression} AS scope FROM ${sql.table(named.table)} ${live} ORDER BY id`.execute(
        db,
      )
    ).rows;
    const taken = new Set(rows.map((row) => `${row.scope}|${nameKey(row.name)}`));
    const seen = new Set<string>();
    for (const row of rows) {
      let name = row.name;
      let key = `${row.scope}|${nameKey(name)}`;
      if (seen.has(key)) {
        for (let n = 2; taken.has(key); n += 1) {
          name = `${row.name} (${n})`;
          key = `${row.scope}|${nameKey(name)}`;
        }
        taken.add(key);
      }
      seen.add(key);
      await sql`UPDATE ${sql.table(named.table)} SET name = ${name}, name_key = ${nameKey(name)} WHERE id = ${row.id}`.execute(
        db,
      );
    }
    if (named.liveOnly) {
      const dead = (
        await sql<{
          id: number;
          name: string;
        }>`SELECT id, name FROM ${sql.table(named.table)} WHERE is_deleted <> 0`.execute(db)
      ).rows;
      for (const row of dead)
        await sql`UPDATE ${sql.table(named.table)} SET name_key = ${nameKey(row.name)} WHERE id = ${row.id}`.execute(
          db,
        );
    }
    const columns = sql.raw([...named.scope, 'name_key'].join(', '));
    await sql`CREATE UNIQUE INDEX ${sql.id(named.index)} ON ${sql.table(named.table)} (${columns}) ${live}`.execute(db);
  }
}
