import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Substring search of transaction descriptions without reading every row: a trigram index, kept by
 * triggers in SQLite (FTS5) and by pg_trgm in PostgreSQL (where the extension can be created).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX transactions_description_trgm ON transactions USING gin (description gin_trgm_ops)`.execute(db);
    } catch {
      // Without the extension, ILIKE still works; it reads the family's rows instead.
    }
    return;
  }
  await sql`CREATE VIRTUAL TABLE transaction_text USING fts5(description, content='transactions', content_rowid='id', tokenize='trigram')`.execute(db);
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
