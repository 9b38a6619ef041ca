import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { mergeQuotes, type Quote } from '../../domain/investment-series.js';
import { familyScope } from '../../platform/tenancy.js';

/** An asset: an investment type and the code its provider knows it by. */
export interface Asset {
  typeId: number;
  code: string;
}

export const assetKey = (typeId: number, code: string) => `${typeId}:${code}`;

export interface SourcedQuote extends Quote {
  source: 'provider' | 'manual';
}

/** The codes of each type, so that a condition names each type once. */
function codesByType(assets: readonly Asset[]): Map<number, string[]> {
  const byType = new Map<number, string[]>();
  for (const { typeId, code } of assets) {
    const codes = byType.get(typeId) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byType.set(typeId, codes);
  }
  return byType;
}

/** Rows of these assets, in a query of one quotes table (its columns named alone). */
function ofAssets(assets: readonly Asset[]) {
  const byType = [...codesByType(assets)].map(
    ([typeId, codes]) => sql`(investment_type_id = ${typeId} AND code IN (${sql.join(codes)}))`,
  );
  return sql<SqlBool>`(${sql.join(byType, sql` OR `)})`;
}

interface Range {
  from: number;
  to: number;
  /** Seconds: the last quote of each bucket (t - step, t] for whole multiples t; null for the last quote of the range. */
  step: number | null;
  /**
   * With a step, seconds before the range whose latest quote is the price the range starts at: the latest
   * provider quote of [from - 1 - carryIn, from - 1], and the family's own of that time by buckets as in the range.
   */
  carryIn?: number;
}

/** How many assets one statement of PostgreSQL seeks for. */
const ASSETS_PER_STATEMENT = 10;

/** Buckets (t - step, t] for t a whole multiple of step: the last quote of one is the price at its t. */
const bucketOf = (step: number) => sql<number>`(quoted_at + ${sql.lit(step - 1)}) / ${sql.lit(step)}`;

/**
 * The last provider quote of each asset in each bucket of the range (and in the carry-in before it), in
 * time order. With buckets, one index seek per asset and bucket (a month at 4-hour steps is 181 seeks an
 * asset), however many quotes the range holds: a month of 5-minute quotes is 8,640 an asset, too many to
 * read for a chart.
 */
async function marketQuotes(
  db: Executor,
  dialect: Dialect,
  assets: readonly Asset[],
  range: Range,
): Promise<Map<string, Quote[]>> {
  if (range.step === null) return marketLast(db, assets, range);
  const step = range.step;
  // Each bucket as the quotes above one time up to another.
  const buckets: [above: number, upTo: number][] = [];
  if (range.carryIn !== undefined) buckets.push([range.from - 2 - range.carryIn, range.from - 1]);
  for (let end = Math.ceil(range.from / step) * step; end < range.to; end += step)
    buckets.push([Math.max(end - step, range.from - 1), end]);
  buckets.push([Math.max(Math.ceil(range.to / step) * step - step, range.from - 1), range.to]);
  const assetRows = (indexes: number[]) =>
    sql.join(
      indexes.map(
        (i) =>
          sql`(CAST(${i} AS integer), CAST(${assets[i]?.typeId} AS integer), CAST(${assets[i]?.code} AS varchar(100)))`,
      ),
    );
  const bucketRows = sql.join(buckets.map(([above, upTo]) => sql`(CAST(${above} AS bigint), CAST(${upTo} AS bigint))`));
  const inBucket = sql`s.investment_type_id = a.type_id AND s.code = a.code AND s.quoted_at > b.above AND s.quoted_at <= b.up_to`;
  const all = assets.map((_, i) => i);
  let rows: BucketRow[];
  if (dialect === 'postgres') {
    // Each seek brings its price (LATERAL), on the index of the asset's hash and the time (migration 0015).
    // Joining the times found back to the table instead was planned as a hash of the whole table and ran the
    // seek twice a bucket, 55 ms for a month of 20 assets. The assets are sought ten to a statement, the
    // statements side by side on their own connections, so that a month of twenty takes two cores.
    const seeks = (indexes: number[]) =>
      sql<BucketRow>`
      WITH a (i, type_id, code) AS (VALUES ${assetRows(indexes)}), b (above, up_to) AS (VALUES ${bucketRows})
      SELECT a.i AS asset, q.quoted_at, q.price
      FROM a CROSS JOIN b CROSS JOIN LATERAL (
        SELECT s.quoted_at, s.price FROM market_quotes s
        WHERE hashtextextended(s.code, s.investment_type_id) = hashtextextended(a.code, a.type_id) AND ${inBucket}
        ORDER BY s.quoted_at DESC LIMIT 1
      ) q`.execute(db);
    const groups: number[][] = [];
    for (let start = 0; start < all.length; start += ASSETS_PER_STATEMENT)
      groups.push(all.slice(start, start + ASSETS_PER_STATEMENT));
    rows = (await Promise.all(groups.map(seeks))).flatMap((result) => result.rows);
  } else {
    // SQLite has no LATERAL, and finds the row of each time by its key at once (WITHOUT ROWID).
    ({ rows } = await sql<BucketRow>`
      WITH a (i, type_id, code) AS (VALUES ${assetRows(all)}), b (above, up_to) AS (VALUES ${bucketRows})
      SELECT found.i AS asset, q.quoted_at, q.price
      FROM (
        SELECT a.i, a.type_id, a.code, (SELECT s.quoted_at FROM market_quotes s WHERE ${inBucket} ORDER BY s.quoted_at DESC LIMIT 1) AS at
        FROM a CROSS JOIN b
      ) found
      JOIN market_quotes q ON q.investment_type_id = found.type_id AND q.code = found.code AND q.quoted_at = found.at`.execute(
      db,
    ));
  }
  // Grouped by the asset's place in the list (no key to build for each of a few thousand rows), in time order.
  const byAsset = assets.map((): Quote[] => []);
  for (const row of rows) byAsset[row.asset]?.push({ at: Number(row.quoted_at), price: Number(row.price) });
  for (const quotes of byAsset) quotes.sort((a, b) => a.at - b.at);
  return new Map(assets.map((asset, i) => [assetKey(asset.typeId, asset.code), byAsset[i] ?? []]));
}

/** The last provider quote of each asset in the range. */
async function marketLast(db: Executor, assets: readonly Asset[], range: Range): Promise<Map<string, Quote[]>> {
  const last = db
    .selectFrom('market_quotes')
    .select(['investment_type_id', 'code', (eb) => eb.fn.max('quoted_at').as('at')])
    .where(ofAssets(assets))
    .where('quoted_at', '>=', range.from)
    .where('quoted_at', '<=', range.to)
    .groupBy(['investment_type_id', 'code']);
  const rows = await db
    .selectFrom('market_quotes')
    .innerJoin(last.as('m'), (join) =>
      join
        .onRef('market_quotes.investment_type_id', '=', 'm.investment_type_id')
        .onRef('market_quotes.code', '=', 'm.code')
        .onRef('market_quotes.quoted_at', '=', 'm.at'),
    )
    .select([
      'market_quotes.investment_type_id',
      'market_quotes.code',
      'market_quotes.quoted_at',
      'market_quotes.price',
    ])
    .execute();
  return grouped(rows);
}

/** The same from the prices the family entered by hand. */
async function familyQuotes(
  db: Executor,
  familyId: number,
  assets: readonly Asset[],
  range: Range,
): Promise<Map<string, Quote[]>> {
  let last = familyScope(db, familyId)
    .selectFrom('investment_quotes')
    .select(['investment_type_id', 'code', (eb) => eb.fn.max('quoted_at').as('at')])
    .where(ofAssets(assets))
    .where('quoted_at', '>=', range.from)
    .where('quoted_at', '<=', range.to)
    .groupBy(['investment_type_id', 'code']);
  if (range.step) last = last.groupBy(bucketOf(range.step));
  const rows = await familyScope(db, familyId)
    .selectFrom('investment_quotes')
    .innerJoin(last.as('m'), (join) =>
      join
        .onRef('investment_quotes.investment_type_id', '=', 'm.investment_type_id')
        .onRef('investment_quotes.code', '=', 'm.code')
        .onRef('investment_quotes.quoted_at', '=', 'm.at'),
    )
    .select([
      'investment_quotes.investment_type_id',
      'investment_quotes.code',
      'investment_quotes.quoted_at',
      'investment_quotes.price',
    ])
    .orderBy('investment_quotes.quoted_at')
    .execute();
  return grouped(rows);
}

interface QuoteRow {
  investment_type_id: number;
  code: string;
  quoted_at: number;
  price: number;
}

/** A bucket's last quote, with the asset's place in the list asked for. */
interface BucketRow {
  asset: number;
  quoted_at: number;
  price: number;
}

function grouped(rows: QuoteRow[]): Map<string, Quote[]> {
  const byAsset = new Map<string, Quote[]>();
  for (const row of rows) {
    const key = assetKey(row.investment_type_id, row.code);
    const list = byAsset.get(key) ?? [];
    list.push({ at: Number(row.quoted_at), price: Number(row.price) });
    byAsset.set(key, list);
  }
  return byAsset;
}

/**
 * Each asset's quotes over a range, from the provider and from the family's own prices together (the
 * family's winning a tie), as the last quote of each bucket of `step` seconds, or only the range's last;
 * with a carry-in, quotes before the range too, the latest of which is the price at its start.
 */
export async function quotesInRange(
  db: Executor,
  dialect: Dialect,
  familyId: number,
  assets: readonly Asset[],
  range: Range,
): Promise<Map<string, Quote[]>> {
  const result = new Map<string, Quote[]>();
  // Two holdings of one asset share its quotes: each asset is asked for once.
  const unique = [...new Map(assets.map((asset) => [assetKey(asset.typeId, asset.code), asset])).values()];
  if (unique.length === 0) return result;
  const [market, family] = await Promise.all([
    marketQuotes(db, dialect, unique, range),
    familyQuotes(
      db,
      familyId,
      unique,
      range.carryIn === undefined ? range : { ...range, from: range.from - 1 - range.carryIn },
    ),
  ]);
  for (const { typeId, code } of unique) {
    const key = assetKey(typeId, code);
    const provider = market.get(key) ?? [];
    const own = family.get(key);
    result.set(key, own ? mergeQuotes(provider, own) : provider);
  }
  return result;
}

interface Seek {
  from: number;
  to: number;
  /** The latest quote in [from, to], or the earliest. */
  latest: boolean;
}

/** The provider's quotes, shared by every family, and the family's own, with the same quote columns. */
type QuoteTable = 'market_quotes' | 'investment_quotes';

/**
 * The one quote of an asset a seek finds in a quotes table, by one index seek. The conditions name their
 * columns with sql.ref: in a query generic over its table, Kysely cannot type a column's values.
 */
function seekOne<T extends QuoteTable>(
  quotes: SelectQueryBuilder<Database, T, object>,
  asset: Asset,
  { from, to, latest }: Seek,
) {
  return quotes
    .select(['investment_type_id', 'code', 'quoted_at', 'price'])
    .where(sql.ref('investment_type_id'), '=', asset.typeId)
    .where(sql.ref('code'), '=', asset.code)
    .where(sql.ref('quoted_at'), '>=', from)
    .where(sql.ref('quoted_at'), '<=', to)
    .orderBy('quoted_at', latest ? 'desc' : 'asc')
    .limit(1);
}

/** Per asset and table, the one quote a seek finds: a union of index seeks, whose cost does not grow with the history kept. */
async function seekEach(
  db: Executor,
  familyId: number,
  assets: readonly Asset[],
  seek: Seek,
): Promise<Map<string, SourcedQuote>> {
  const result = new Map<string, SourcedQuote>();
  const unique = [...new Map(assets.map((asset) => [assetKey(asset.typeId, asset.code), asset])).values()];
  if (unique.length === 0) return result;
  // A member of a union cannot carry its own ORDER BY and LIMIT: each is wrapped as a subquery.
  const union = <T extends QuoteTable>(quotes: SelectQueryBuilder<Database, T, object>) => {
    const [first, ...rest] = unique.map((asset) => db.selectFrom(seekOne(quotes, asset, seek).as('q')).selectAll());
    return rest.reduce((query, next) => query.unionAll(next), first as NonNullable<typeof first>).execute();
  };
  const [market, family] = await Promise.all([
    union(db.selectFrom('market_quotes')),
    union(familyScope(db, familyId).selectFrom('investment_quotes')),
  ]);
  for (const row of market)
    result.set(assetKey(row.investment_type_id, row.code), {
      at: Number(row.quoted_at),
      price: Number(row.price),
      source: 'provider',
    });
  for (const row of family) {
    const key = assetKey(row.investment_type_id, row.code);
    const other = result.get(key);
    const at = Number(row.quoted_at);
    if (!other || (seek.latest ? at >= other.at : at <= other.at))
      result.set(key, { at, price: Number(row.price), source: 'manual' });
  }
  return result;
}

/** Each asset's latest quote at or before t, no older than t - tolerance. */
export function quotesAt(
  db: Executor,
  familyId: number,
  assets: readonly Asset[],
  t: number,
  tolerance: number,
): Promise<Map<string, SourcedQuote>> {
  return seekEach(db, familyId, assets, { from: t - tolerance, to: t, latest: true });
}

/** The moment of the oldest quote stored for any of the assets, or null. */
export async function firstQuoteAt(db: Executor, familyId: number, assets: readonly Asset[]): Promise<number | null> {
  const first = await seekEach(db, familyId, assets, { from: 0, to: Number.MAX_SAFE_INTEGER, latest: false });
  const times = [...first.values()].map((quote) => quote.at);
  return times.length ? Math.min(...times) : null;
}

/**
 * Each asset's latest price: the provider's last good one (kept apart so that finding it reads one row)
 * or the family's own latest, whichever is newer.
 */
export async function latestQuotes(
  db: Executor,
  familyId: number,
  assets: readonly Asset[],
  now: number,
): Promise<Map<string, SourcedQuote>> {
  const result = new Map<string, SourcedQuote>();
  if (assets.length === 0) return result;
  const [market, family] = await Promise.all([
    db
      .selectFrom('market_prices')
      .select(['investment_type_id', 'code', 'price', 'quoted_at'])
      .where(ofAssets(assets))
      .where('price', 'is not', null)
      .execute(),
    familyQuotes(db, familyId, assets, { from: 0, to: now, step: null }),
  ]);
  for (const row of market) {
    if (row.price === null || row.quoted_at === null) continue;
    result.set(assetKey(row.investment_type_id, row.code), {
      at: Number(row.quoted_at),
      price: Number(row.price),
      source: 'provider',
    });
  }
  for (const [key, quotes] of family) {
    const own = quotes.at(-1);
    const provider = result.get(key);
    if (own && (!provider || own.at >= provider.at)) result.set(key, { ...own, source: 'manual' });
  }
  return result;
}
