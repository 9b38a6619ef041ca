import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { lastQuoteInEachBucket, type QuoteBucket } from '../../db/quote-plans.js';
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

/** Buckets (t - step, t] for t a whole multiple of step: the last quote of one is the price at its t. */
const bucketOf = (step: number) => sql<number>`(quoted_at + ${sql.lit(step - 1)}) / ${sql.lit(step)}`;

/**
 * The last provider quote of each asset in each bucket of the range (and in the carry-in before it), in
 * time order. With buckets, one index seek per asset and bucket (a month at 4-hour steps is 181 seeks an
 * asset), however many quotes the range holds: a month of 5-minute quotes is 8,640 an asset, too many to
 * read for a chart. How each database seeks is db/quote-plans.ts's choice.
 */
async function marketQuotes(
  db: Executor,
  dialect: Dialect,
  assets: readonly Asset[],
  range: Range,
): Promise<Map<string, Quote[]>> {
  if (range.step === null) return lastQuotes('market_quotes', () => db.selectFrom('market_quotes'), assets, range);
  const step = range.step;
  // Each bucket as the quotes above one time up to another.
  const buckets: QuoteBucket[] = [];
  if (range.carryIn !== undefined) buckets.push([range.from - 2 - range.carryIn, range.from - 1]);
  for (let end = Math.ceil(range.from / step) * step; end < range.to; end += step)
    buckets.push([Math.max(end - step, range.from - 1), end]);
  buckets.push([Math.max(Math.ceil(range.to / step) * step - step, range.from - 1), range.to]);
  const rows = await lastQuoteInEachBucket(db, dialect, assets, buckets);
  // Grouped by the asset's place in the list (no key to build for each of a few thousand rows), in time order.
  const byAsset = assets.map((): Quote[] => []);
  for (const row of rows) byAsset[row.asset]?.push(quoteOf(row));
  for (const quotes of byAsset) quotes.sort((a, b) => a.at - b.at);
  return new Map(assets.map((asset, i) => [assetKey(asset.typeId, asset.code), byAsset[i] ?? []]));
}

/** The provider's quotes, shared by every family, and the family's own, with the same quote columns. */
type QuoteTable = 'market_quotes' | 'investment_quotes';

/**
 * The quotes of either table as a read may see them. Typed over both tables, as Kysely cannot type the
 * columns of a query generic over its table.
 */
type QuotesOf = SelectQueryBuilder<Database, QuoteTable, object>;

/**
 * The last quote of each asset in the range, or with a step the last of each bucket, in time order: the
 * latest time of each is read from the (type, code, time) key, then its row is joined back by that key.
 */
async function lastQuotes<T extends QuoteTable>(
  table: T,
  readable: () => SelectQueryBuilder<Database, T, object>,
  assets: readonly Asset[],
  range: Range,
): Promise<Map<string, Quote[]>> {
  const quotes: () => QuotesOf = readable;
  const name: QuoteTable = table;
  let last = quotes()
    .select(['investment_type_id', 'code', (eb) => eb.fn.max('quoted_at').as('at')])
    .where(ofAssets(assets))
    .where('quoted_at', '>=', range.from)
    .where('quoted_at', '<=', range.to)
    .groupBy(['investment_type_id', 'code']);
  if (range.step) last = last.groupBy(bucketOf(range.step));
  const rows = await quotes()
    .innerJoin(last.as('m'), (join) =>
      join
        .onRef(`${name}.investment_type_id`, '=', 'm.investment_type_id')
        .onRef(`${name}.code`, '=', 'm.code')
        .onRef(`${name}.quoted_at`, '=', 'm.at'),
    )
    .select([`${name}.investment_type_id`, `${name}.code`, `${name}.quoted_at`, `${name}.price`])
    .orderBy(`${name}.quoted_at`)
    .execute();
  return grouped(rows);
}

/** The same from the prices the family entered by hand. */
function familyQuotes(db: Executor, familyId: number, assets: readonly Asset[], range: Range) {
  return lastQuotes(
    'investment_quotes',
    () => familyScope(db, familyId).selectFrom('investment_quotes'),
    assets,
    range,
  );
}

interface QuoteRow {
  investment_type_id: number;
  code: string;
  quoted_at: number;
  price: number;
}

const quoteOf = (row: Pick<QuoteRow, 'quoted_at' | 'price'>): Quote => ({
  at: Number(row.quoted_at),
  price: Number(row.price),
});

function grouped(rows: QuoteRow[]): Map<string, Quote[]> {
  const byAsset = new Map<string, Quote[]>();
  for (const row of rows) {
    const key = assetKey(row.investment_type_id, row.code);
    const list = byAsset.get(key) ?? [];
    list.push(quoteOf(row));
    byAsset.set(key, list);
  }
  return byAsset;
}

/** Each asset once: two holdings of one asset share its quotes. */
const uniqueAssets = (assets: readonly Asset[]) => [
  ...new Map(assets.map((asset) => [assetKey(asset.typeId, asset.code), asset])).values(),
];

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
  const unique = uniqueAssets(assets);
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

/** The one quote of an asset a seek finds in a quotes table, by one index seek. */
function seekOne(quotes: QuotesOf, asset: Asset, { from, to, latest }: Seek) {
  return quotes
    .select(['investment_type_id', 'code', 'quoted_at', 'price'])
    .where('investment_type_id', '=', asset.typeId)
    .where('code', '=', asset.code)
    .where('quoted_at', '>=', from)
    .where('quoted_at', '<=', to)
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
  const unique = uniqueAssets(assets);
  if (unique.length === 0) return result;
  // A member of a union cannot carry its own ORDER BY and LIMIT: each is wrapped as a subquery.
  const union = (quotes: QuotesOf) => {
    const [first, ...rest] = unique.map((asset) => db.selectFrom(seekOne(quotes, asset, seek).as('q')).selectAll());
    return rest.reduce((query, next) => query.unionAll(next), first as NonNullable<typeof first>).execute();
  };
  const [market, family] = await Promise.all([
    union(db.selectFrom('market_quotes')),
    union(familyScope(db, familyId).selectFrom('investment_quotes')),
  ]);
  for (const row of market)
    result.set(assetKey(row.investment_type_id, row.code), { ...quoteOf(row), source: 'provider' });
  for (const row of family) {
    const key = assetKey(row.investment_type_id, row.code);
    const other = result.get(key);
    const own = quoteOf(row);
    if (!other || (seek.latest ? own.at >= other.at : own.at <= other.at))
      result.set(key, { ...own, source: 'manual' });
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
  for (const { investment_type_id, code, price, quoted_at } of market) {
    if (price === null || quoted_at === null) continue;
    result.set(assetKey(investment_type_id, code), { ...quoteOf({ price, quoted_at }), source: 'provider' });
  }
  for (const [key, quotes] of family) {
    const own = quotes.at(-1);
    const provider = result.get(key);
    if (own && (!provider || own.at >= provider.at)) result.set(key, { ...own, source: 'manual' });
  }
  return result;
}
