import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * PostgreSQL: an index for the investment chart's seeks, one per asset and bucket (3,660 for a month of
 * twenty assets). Keyed by a number made from the asset (a hash of its code and type) and the time, a seek
 * costs about 40% less than on the primary key, whose varchar code stands between the type and the time.
 * The entries carry the type and code, which tell apart two assets of one hash, and the price, so that a
 * seek reads no table row. SQLite keeps the quotes in their key's order (WITHOUT ROWID): nothing to add.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`CREATE INDEX market_quotes_asset_seek ON market_quotes (hashtextextended(code, investment_type_id), quoted_at) INCLUDE (investment_type_id, code, price)`.execute(
    db,
  );
}
