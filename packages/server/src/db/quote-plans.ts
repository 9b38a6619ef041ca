import { sql } from 'kysely';
import type { Dialect, Executor } from './database.js';

/*
 * How each database is steered to the last provider quote of each asset in each bucket of a chart
 * (docs/architecture.md, "Prices"). Which buckets a chart has, and what their quotes mean, live in
 * features/investments/quotes.ts. The statements are written here as SQL text, not built by Kysely, so a
 * change of plan shows in review as a change of this file.
 */

/** An asset as the provider's quotes name it: an investment type and a code. */
export interface QuotedAsset {
  typeId: number;
  code: string;
}

/** The quotes above one time up to another, in seconds. */
export type QuoteBucket = readonly [above: number, upTo: number];

/** A bucket's last quote, with the asset's place in the list asked for. */
export interface BucketQuote {
  asset: number;
  quoted_at: number;
  price: number;
}

/** How many assets one statement of PostgreSQL seeks for. */
export const ASSETS_PER_STATEMENT = 10;

/** The assets at these places of the list, as rows of a VALUES list: (place, type, code). */
function assetRows(assets: readonly QuotedAsset[], indexes: readonly number[]) {
  return sql.join(
    indexes.map(
      (i) =>
        sql`(CAST(${i} AS integer), CAST(${assets[i]?.typeId} AS integer), CAST(${assets[i]?.code} AS varchar(100)))`,
    ),
  );
}

/** The buckets as rows of a VALUES list: (above, up_to). */
function bucketRows(buckets: readonly QuoteBucket[]) {
  return sql.join(buckets.map(([above, upTo]) => sql`(CAST(${above} AS bigint), CAST(${upTo} AS bigint))`));
}

/** A quote `s` of asset `a` in bucket `b`. */
const IN_BUCKET = sql`s.investment_type_id = a.type_id AND s.code = a.code AND s.quoted_at > b.above AND s.quoted_at <= b.up_to`;

/**
 * PostgreSQL: each seek brings its price (LATERAL), on the index of the asset's hash and the time
 * (migration 0015). Joining the times found back to the table instead was planned as a hash of the whole
 * table and ran the seek twice a bucket, 55 ms for a month of 20 assets.
 */
export function lateralBucketSeeks(
  assets: readonly QuotedAsset[],
  indexes: readonly number[],
  buckets: readonly QuoteBucket[],
) {
  return sql<BucketQuote>`
      WITH a (i, type_id, code) AS (VALUES ${assetRows(assets, indexes)}), b (above, up_to) AS (VALUES ${bucketRows(buckets)})
      SELECT a.i AS asset, q.quoted_at, q.price
      FROM a CROSS JOIN b CROSS JOIN LATERAL (
        SELECT s.quoted_at, s.price FROM market_quotes s
        WHERE hashtextextended(s.code, s.investment_type_id) = hashtextextended(a.code, a.type_id) AND ${IN_BUCKET}
        ORDER BY s.quoted_at DESC LIMIT 1
      ) q`;
}

/**
 * SQLite: it has no LATERAL; the time of each bucket's last quote is sought by a subquery on the primary
 * key, and its row found by that key at once (the table is WITHOUT ROWID).
 */
export function keyedBucketSeeks(assets: readonly QuotedAsset[], buckets: readonly QuoteBucket[]) {
  const all = assets.map((_, i) => i);
  return sql<BucketQuote>`
      WITH a (i, type_id, code) AS (VALUES ${assetRows(assets, all)}), b (above, up_to) AS (VALUES ${bucketRows(buckets)})
      SELECT found.i AS asset, q.quoted_at, q.price
      FROM (
        SELECT a.i, a.type_id, a.code, (SELECT s.quoted_at FROM market_quotes s WHERE ${IN_BUCKET} ORDER BY s.quoted_at DESC LIMIT 1) AS at
        FROM a CROSS JOIN b
      ) found
      JOIN market_quotes q ON q.investment_type_id = found.type_id AND q.code = found.code AND q.quoted_at = found.at`;
}

/**
 * The last provider quote of each asset in each bucket, in no particular order: one index seek per asset
 * and bucket, however many quotes the buckets hold. PostgreSQL seeks ten assets to a statement
 * (lateralBucketSeeks), the statements side by side on their own connections, so that a month of twenty
 * assets takes two cores; SQLite seeks them all in one statement (keyedBucketSeeks).
 */
export async function lastQuoteInEachBucket(
  db: Executor,
  dialect: Dialect,
  assets: readonly QuotedAsset[],
  buckets: readonly QuoteBucket[],
): Promise<BucketQuote[]> {
  if (dialect === 'sqlite') return (await keyedBucketSeeks(assets, buckets).execute(db)).rows;
  const groups: number[][] = [];
  for (let start = 0; start < assets.length; start += ASSETS_PER_STATEMENT)
    groups.push(assets.slice(start, start + ASSETS_PER_STATEMENT).map((_, i) => start + i));
  const results = await Promise.all(groups.map((indexes) => lateralBucketSeeks(assets, indexes, buckets).execute(db)));
  return results.flatMap((result) => result.rows);
}
