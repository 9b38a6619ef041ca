import fs from 'node:fs';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Dialect } from './database.js';
import type { Database } from './schema.js';

/*
 * The SQL of plan-sensitive statements is committed under db/queries/, one file per statement and
 * database, and a test compares what the code compiles with it: a change of plan then shows in review as
 * a change of these files (docs/architecture.md, "Query plans").
 */

export const QUERIES_FOLDER = path.join(import.meta.dirname, 'queries');

/** The variable that has the test write the files anew instead of comparing them. */
export const UPDATE_VARIABLE = 'UPDATE_QUERY_SQL';

/** A Kysely that compiles a database's SQL and runs nothing, so that no database is needed to read it. */
export function compilingOnly(dialect: Dialect): Kysely<Database> {
  const sqlite = dialect === 'sqlite';
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  });
}

/** Where a statement's SQL for a database is committed. */
export function committedSqlPath(name: string, dialect: Dialect): string {
  return path.join(QUERIES_FOLDER, `${name}.${dialect}.sql`);
}

/** Clauses that start a line when outside parentheses, so that a diff points at the clause that changed. */
const CLAUSE = /^(select|from|inner join|left join|where|and|order by|limit|offset|union all)\b/i;
const LIST_CLAUSES = new Set(['select']);

/**
 * Compiled SQL laid out a clause to a line and, in a select list, a column to a line. Text inside quotes
 * and parentheses is left on its line; runs of white space become one space.
 */
export function layOutSql(text: string): string {
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  const source = text.trim();
  let clause = CLAUSE.exec(source)?.[1]?.toLowerCase() ?? '';
  for (let i = 0; i < source.length; i += 1) {
    const c = source.charAt(i);
    if (quote !== null) {
      out += c;
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (/\s/.test(c)) {
      while (/\s/.test(source.charAt(i + 1))) i += 1;
      const starts = depth === 0 ? CLAUSE.exec(source.slice(i + 1)) : null;
      if (starts?.[1]) clause = starts[1].toLowerCase();
      out += starts ? (clause === 'and' ? '\n  ' : '\n') : ' ';
    } else if (c === ',' && depth === 0 && LIST_CLAUSES.has(clause)) {
      while (/\s/.test(source.charAt(i + 1))) i += 1;
      out += ',\n  ';
    } else {
      if (c === '(') depth += 1;
      if (c === ')') depth -= 1;
      out += c;
    }
  }
  return out.replace(/^(select) /gim, '$1\n  ');
}

/** A committed file's text: what the statement is, its values as compiled, then its SQL. */
export function committedSqlText(title: string, query: CompiledQuery, checkedBy: string): string {
  return [
    `-- ${title}`,
    `-- Parameters: ${JSON.stringify(query.parameters)}`,
    `-- Checked by ${checkedBy}; ${UPDATE_VARIABLE}=1 rewrites this file.`,
    layOutSql(query.sql),
    '',
  ].join('\n');
}

/** The committed text of a file, or null when there is none. */
export function readCommittedSql(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
