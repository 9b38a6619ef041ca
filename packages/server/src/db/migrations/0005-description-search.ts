import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Substring search of transaction descriptions without reading every row: a trigram index, kept by
 * triggers in SQLite (FTS5) and by pg_trgm in PostgreSQL where the role may have it. Otherwise a plain
 * b-tree index on the description serves equality lookups and ILIKE reads the family's rows.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const schema = await trigramSchema(db);
    const trigrams =
      schema !== null &&
      (await attempt(
        db,
        sql`CREATE INDEX transactions_description_trgm ON transactions USING gin (description ${sql.id(schema)}.gin_trgm_ops)`,
      ));
    if (!trigrams)
      await sql`CREATE INDEX transactions_description ON transactions (family_id, description)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE transaction_text USING fts5(description, content='transactions', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`CREATE TRIGGER transaction_text_insert AFTER INSERT ON transactions BEGIN
    INSERT INTO transaction_text(rowid, description) VALUES (new.id, new.description);
  END`.execute(db);
  await sql`CREATE TRIGGER transaction_text_delete AFTER DELETE ON transactions BEGIN
    INSERT INTO transaction_text(transaction_text, rowid, description) VALUES ('delete', old.id, old.description);
  END`.execute(db);
  await sql`CREATE TRIGGER transaction_text_update AFTER UPDATE OF description ON transactions BEGIN
    INSERT INTO transaction_text(transaction_text, rowid, description) VALUES ('delete', old.id, old.description);
    INSERT INTO transaction_text(rowid, description) VALUES (new.id, new.description);
  END`.execute(db);
  await sql`INSERT INTO transaction_text(transaction_text) VALUES ('rebuild')`.execute(db);
}

const extensionSchema = sql`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`;

interface TrigramRights {
  /** The schema pg_trgm is installed in, when it is. */
  installed_in: string | null;
  /** Superuser, or pg_trgm is a trusted extension and the role may create in this database. */
  may_create: boolean;
}

/**
 * The schema that holds pg_trgm, creating the extension when the role may; null when it is not to be
 * had. The rights are read first: a refused CREATE EXTENSION would abort the migration's transaction.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const { rows } = await sql<TrigramRights>`
    SELECT
      (${extensionSchema}) AS installed_in,
      EXISTS (
        SELECT 1 FROM pg_available_extension_versions v
        JOIN pg_available_extensions a ON a.name = v.name AND a.default_version = v.version
        WHERE v.name = 'pg_trgm'
          AND ((SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
            OR (v.trusted AND has_database_privilege(current_database(), 'CREATE')))
      ) AS may_create`.execute(db);
  const rights = rows[0];
  if (rights?.installed_in) return rights.installed_in;
  if (!rights?.may_create || !(await attempt(db, sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`))) return null;
  const { rows: created } = await sql<{ schema: string | null }>`SELECT (${extensionSchema}) AS schema`.execute(db);
  return created[0]?.schema ?? null;
}

/**
 * Runs a statement that may be refused inside a savepoint, so that a refusal leaves the migration's
 * transaction usable. True when it succeeded.
 */
async function attempt(db: Kysely<unknown>, statement: ReturnType<typeof sql>): Promise<boolean> {
  await sql`SAVEPOINT description_search`.execute(db);
  try {
    await statement.execute(db);
    await sql`RELEASE SAVEPOINT description_search`.execute(db);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT description_search`.execute(db);
    return false;
  }
}
