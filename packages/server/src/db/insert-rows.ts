import { CompiledQuery, PostgresAdapter, type Insertable } from 'kysely';
import type { Executor } from './database.js';
import type { Database } from './schema.js';

type Table = keyof Database & string;
type Value = string | number | null;

/** How many values one statement binds: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
export const MAX_VALUES_PER_INSERT = 10_000;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One statement inserting many rows of one table, its text written here rather than built by Kysely:
 * Kysely makes a node per value and a copy of its tree per row, about 100 MB of short-lived objects
 * for a 10,000-row import, which the heap grew by. Every row has the columns of the first row, in its
 * key order; the values are bound as parameters, never written into the text.
 */
export function insertStatement(
  postgres: boolean,
  table: Table,
  rows: readonly Record<string, unknown>[],
  returningId: boolean,
): CompiledQuery {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) throw new Error(`insert into ${table}: no columns`);
  if (rows.length * columns.length > MAX_VALUES_PER_INSERT)
    throw new Error(`insert into ${table}: ${rows.length} rows bind too many values for one statement`);
  const parameters: Value[] = [];
  // SQLite's marks are the same for every row; PostgreSQL's number each value.
  const sqliteTuple = `(${columns.map(() => '?').join(', ')})`;
  const tuples: string[] = [];
  for (const row of rows) {
    const first = parameters.length;
    for (const column of columns) {
      const value = row[column];
      if (value === undefined || (value !== null && typeof value !== 'string' && typeof value !== 'number')) {
        throw new Error(
          `insert into ${table}: column ${column} of a row is ${value === undefined ? 'missing' : typeof value}`,
        );
      }
      parameters.push(value);
    }
    tuples.push(postgres ? `(${columns.map((_, index) => `$${first + index + 1}`).join(', ')})` : sqliteTuple);
  }
  const text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')}${returningId ? ' returning "id"' : ''}`;
  return CompiledQuery.raw(text, parameters);
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Inserts rows of one table with one statement (see insertStatement); the caller keeps them under the bound. */
export async function insertRows<T extends Table>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.executeQuery(insertStatement(isPostgres(db), table, rows as readonly Record<string, unknown>[], false));
}

/** Inserts rows of one table with one statement and answers their new ids, ascending as the rows came. */
export async function insertRowsReturningIds<T extends Table>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await db.executeQuery<{ id: number }>(
    insertStatement(isPostgres(db), table, rows as readonly Record<string, unknown>[], true),
  );
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
