import { sql, type Insertable, type Transaction } from 'kysely';
import type { Dialect } from '../packages/server/src/db/database.js';
import type { Database } from '../packages/server/src/db/schema.js';

type Table = keyof Database;

export interface BulkInsert {
  /** Writes the rows in as few statements as the dialect allows; every row names the same columns. */
  rows<T extends Table>(
    table: T,
    rows: Insertable<Database[T]>[],
    options?: { ignoreConflicts?: boolean },
  ): Promise<void>;
}

/** SQLite takes a few hundred rows per multi-row INSERT; it runs in this process, so statements cost little. */
const SQLITE_CHUNK = 500;
/**
 * PostgreSQL takes one array per column and unnests them into rows: one statement and one round trip
 * for tens of thousands of rows, where multi-row VALUES pays for parsing and planning every 500 rows.
 */
const POSTGRES_CHUNK = 50_000;

export function bulkInsert(trx: Transaction<Database>, dialect: Dialect): BulkInsert {
  return dialect === 'postgres' ? postgresBulkInsert(trx) : sqliteBulkInsert(trx);
}

function sqliteBulkInsert(trx: Transaction<Database>): BulkInsert {
  return {
    async rows(table, rows, options = {}) {
      for (let start = 0; start < rows.length; start += SQLITE_CHUNK) {
        const insert = trx.insertInto(table).values(rows.slice(start, start + SQLITE_CHUNK));
        await (options.ignoreConflicts ? insert.onConflict((conflict) => conflict.doNothing()) : insert).execute();
      }
    },
  };
}

function postgresBulkInsert(trx: Transaction<Database>): BulkInsert {
  const columnTypes = new Map<string, Map<string, string>>();
  // Each array is cast to its column's own type, as the catalogue spells it (character varying(10), bigint…).
  const typesOf = async (table: string): Promise<Map<string, string>> => {
    let types = columnTypes.get(table);
    if (!types) {
      const { rows } = await sql<{ name: string; type: string }>`
        SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = to_regclass(${table}) AND attnum > 0 AND NOT attisdropped
      `.execute(trx);
      types = new Map(rows.map((row) => [row.name, row.type]));
      columnTypes.set(table, types);
    }
    return types;
  };
  return {
    async rows(table, rows, options = {}) {
      const first = rows[0];
      if (!first) return;
      const types = await typesOf(table);
      const columns = Object.keys(first);
      for (let start = 0; start < rows.length; start += POSTGRES_CHUNK) {
        const chunk = rows.slice(start, start + POSTGRES_CHUNK) as Record<string, unknown>[];
        const arrays = columns.map((column) => {
          const type = types.get(column);
          if (!type) throw new Error(`${table} has no column ${column}`);
          return sql`${chunk.map((row) => row[column] ?? null)}::${sql.raw(type)}[]`;
        });
        await sql`
          INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          SELECT * FROM unnest(${sql.join(arrays)})
          ${options.ignoreConflicts ? sql`ON CONFLICT DO NOTHING` : sql``}
        `.execute(trx);
      }
    },
  };
}
