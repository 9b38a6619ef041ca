import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the schema named in the options, where the migrations keep their own tables too. */
  pgSchema?: string;
  close(): Promise<void>;
}

export type Executor = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** PostgreSQL only: the schema that holds the tables (tests use one schema each). */
  pgSchema?: string;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** Cents and counts are bigint/numeric in PostgreSQL; they come back as numbers, as they do from SQLite. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** How many distinct statements are kept prepared on each PostgreSQL connection. */
const PG_PREPARED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Statements whose best plan depends on their values: a range, a pattern, a text match or a page's
 * bounds. PostgreSQL plans these afresh for each call. A plan made once for any values (a generic plan)
 * read a 10,000-row import preview in 2 s instead of 0.6 s, and walks a million transactions for a word
 * found in a few thousand of them.
 */
const PLANNED_FOR_ITS_VALUES = /[<>]|\b(i?like|between|limit|offset|similar|match)\b|\/\* planned for its values \*\//i;

/**
 * Marks a key lookup whose best plan still depends on its values, for `.modifyEnd`: the links of a bank
 * account, for one, start empty and grow by thousands in one import, and a plan kept from when they were
 * few read every transaction of the family (100 ms) in the next preview.
 */
export const plannedForValues = sql.raw('/* planned for its values */');

/** Whether a statement is planned for each call's values, rather than kept prepared under a name. */
export function isPlannedPerCall(text: string): boolean {
  return PLANNED_FOR_ITS_VALUES.test(text);
}

/**
 * A PostgreSQL connection that keeps each parameterised statement that looks rows up by key (equality
 * and lists of ids, as a ledger write's thirty statements do) prepared under a name: running it again
 * skips parsing, and after five runs PostgreSQL keeps one plan for it when that plan costs no more than
 * the ones made for each call, which also skips planning. Other statements go unnamed, and an unnamed
 * statement is planned for its values every time. Statements without parameters (migrations) are not kept.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      args.length === 2 &&
      !isPlannedPerCall(text)
    ) {
      let name = statementNames.get(text);
      if (!name && statementNames.size < PG_PREPARED_STATEMENTS) {
        name = `hearth_${statementNames.size}`;
        statementNames.set(text, name);
      }
      if (name) return (super.query as unknown as (config: pg.QueryConfig) => never)({ name, text, values });
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function isPostgresUrl(url: string | null): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: DatabaseOptions): Db {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes,
      max: 10,
      Client: PreparingClient,
      // PostgreSQL's own choice between a kept plan and one for each call (PreparingClient relies on it),
      // whatever the server's configuration says.
      options: ['-c plan_cache_mode=auto', ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : [])].join(
        ' ',
      ),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      close: () => kysely.destroy(),
    };
  }
  keepSqliteFilesPrivate(options.sqliteFile);
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cachePreparedStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * The database holds a family's whole finances: its folder is the owner's only (0700), and so are its
 * files (0600), also in an install made before this was so. The file is made before SQLite opens it,
 * because SQLite gives the -wal and -shm files it creates the mode of the database file.
 */
function keepSqliteFilesPrivate(sqliteFile: string): void {
  const folder = path.dirname(sqliteFile);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  makePrivate(folder, 0o700);
  fs.closeSync(fs.openSync(sqliteFile, 'a', 0o600));
  for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`, `${sqliteFile}-journal`])
    makePrivate(file, 0o600);
}

function makePrivate(target: string, mode: number): void {
  try {
    if ((fs.statSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Missing: nothing to protect. Not ours (EPERM): its owner chose its mode; refusing to start would not help.
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

/** How many prepared statements a connection keeps; the queries of every screen fit many times over. */
const STATEMENT_CACHE_SIZE = 2000;

/**
 * Statements longer than this are prepared for each run and not kept: an insert of hundreds of rows
 * compiles to about half a megabyte, and an import leaves a dozen of them, each of another row count,
 * that would stay for the life of the server (tens of megabytes outside the JavaScript heap).
 */
const LONGEST_KEPT_STATEMENT = 4096;

/**
 * Kysely prepares every query it runs; preparing is a large share of a small query's time. The same SQL
 * text gets the same prepared statement back (better-sqlite3 statements are reusable once run, and SQLite
 * prepares them again by itself after a schema change), the least recently used dropped past the bound.
 */
function cachePreparedStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    if (source.length > LONGEST_KEPT_STATEMENT) return prepare(source);
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    statements.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * Keeps SQLite's query planner informed: without statistics it prefers any index on family_id (one value
 * in a household's database) over a far more selective one. PostgreSQL's autovacuum does this itself.
 */
export async function refreshStatistics(db: Db, full: boolean): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  await sql`PRAGMA analysis_limit = 1000`.execute(db.kysely);
  await sql.raw(full ? 'ANALYZE' : 'PRAGMA optimize').execute(db.kysely);
}

/**
 * At start: ANALYZE each table that holds rows but has an index without statistics (a new database, or a
 * migration that added an index), then let SQLite refresh what has drifted. A full ANALYZE of a large
 * database takes a noticeable part of a second; this takes about a millisecond when nothing changed.
 */
export async function refreshStatisticsAtStart(db: Db): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  const hasStatistics = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db.kysely);
  if (!hasStatistics.rows[0]?.n) return refreshStatistics(db, true);
  const unstudied = await sql<{ table: string }>`
    SELECT DISTINCT m.tbl_name AS "table" FROM sqlite_master m
    WHERE m.type = 'index' AND NOT EXISTS (SELECT 1 FROM sqlite_stat1 s WHERE s.idx = m.name)`.execute(db.kysely);
  await sql`PRAGMA analysis_limit = 1000`.execute(db.kysely);
  for (const { table } of unstudied.rows) {
    const holdsRows = await sql`SELECT 1 FROM ${sql.table(table)} LIMIT 1`.execute(db.kysely);
    if (holdsRows.rows.length > 0) await sql`ANALYZE ${sql.table(table)}`.execute(db.kysely);
  }
  await sql.raw('PRAGMA optimize').execute(db.kysely);
}
