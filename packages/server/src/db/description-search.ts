import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.js';

/** trigram: an index answers substring search; plain: it reads the family's rows. */
export type DescriptionSearch = 'trigram' | 'plain';

/** Which description search the migrations could set up here (PostgreSQL needs pg_trgm for trigrams). */
export async function descriptionSearchInUse(db: Db): Promise<DescriptionSearch> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE name = 'transaction_text'`.execute(db.kysely);
    return rows.length ? 'trigram' : 'plain';
  }
  const { rows } = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes
    WHERE schemaname = current_schema() AND indexname = 'transactions_description_trgm'`.execute(db.kysely);
  return rows.length ? 'trigram' : 'plain';
}

/** The start-up log line that says so. */
export function describeDescriptionSearch(db: Db, search: DescriptionSearch): string {
  if (search === 'plain') {
    return "Description search: plain (no pg_trgm for this database role; searching reads each family's transactions)";
  }
  return `Description search: trigram (${db.dialect === 'sqlite' ? 'SQLite FTS5' : 'PostgreSQL pg_trgm'})`;
}

/** The trigram index answers texts of three characters or more; shorter ones are matched row by row. */
export const TRIGRAM_LENGTH = 3;

/** The text as one FTS5 phrase: its quotes doubled, so that nothing in it reads as query syntax. */
export function trigramPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * SQLite: the transactions whose description holds the text, looked up in the FTS5 trigram index (which
 * folds the case of letters beyond ASCII too, as LIKE does not). Written as a list of ids, the index's
 * matches drive the statement; db/search-plans.ts decides when they should (textSearchThroughTrigrams).
 */
export function descriptionInTrigramIndex(text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`transactions.id IN (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${trigramPhrase(text)})`;
}
