import { fromCents, apiRoutes } from '@hearth/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueInCents } from '../src/domain/decimal-units.js';
import { nameKey } from '../src/platform/unique-names.js';
import { call } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const DAY = 86400;
/** Each period as the contract numbers it, its length and its step, in seconds. */
const PERIODS = [
  { id: 1, seconds: 3600, step: 300 },
  { id: 2, seconds: DAY, step: 900 },
  { id: 3, seconds: 7 * DAY, step: 3600 },
  { id: 4, seconds: 30 * DAY, step: 4 * 3600 },
] as const;
/** How far before a period's first step a price still counts. */
const CARRY_IN = 7 * DAY;
/** Not on a whole step of any period, so that the last point is a moment of its own. */
const NOW = Date.parse('2026-11-18T01:00:07Z') / 1000;
/** More than PostgreSQL seeks for in one statement, so that the chart's seeks take several. */
const ASSETS = 12;

type Source = 'market' | 'family' | 'other family';
interface StoredQuote {
  asset: number;
  source: Source;
  at: number;
  price: number;
}
interface History {
  holdings: { asset: number; volume: number }[];
  quotes: StoredQuote[];
}

// Times within each period's reach (a few in the future), some on, just before and just after whole
// 5-minute steps, which are the edges of every period's buckets.
const ago = fc.oneof(
  fc.integer({ min: -600, max: 2 * 3600 }),
  fc.integer({ min: 0, max: 2 * DAY }),
  fc.integer({ min: 0, max: 9 * DAY }),
  fc.integer({ min: 0, max: 40 * DAY }),
);
const time = fc.oneof(
  ago.map((seconds) => NOW - seconds),
  fc.tuple(ago, fc.constantFrom(-1, 0, 1)).map(([seconds, edge]) => Math.floor((NOW - seconds) / 300) * 300 + edge),
);
const price = fc.integer({ min: 1, max: 1_000_000_000_000 });
const source = fc.constantFrom<Source>('market', 'market', 'family', 'other family');
const quote: fc.Arbitrary<StoredQuote> = fc.record({ asset: fc.nat({ max: ASSETS - 1 }), source, at: time, price });
// A run of one asset's quotes back from a moment, every few seconds to every two hours, by one source, at
// prices that move by whole dollars.
const run = (asset: number) =>
  fc
    .tuple(
      source,
      time,
      price,
      fc.oneof(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 600, max: 7200 })),
      fc.integer({ min: 1, max: 300 }),
    )
    .map(([by, last, first, gap, count]) =>
      Array.from({ length: count }, (_, i) => ({
        asset,
        source: by,
        at: last - i * gap,
        price: first + ((i * 7919) % 1000) * 100_000_000,
      })),
    );
const holding = fc.record({
  asset: fc.nat({ max: ASSETS - 1 }),
  volume: fc.integer({ min: 1_000_000, max: 5_000_000_000 }),
});
const history: fc.Arbitrary<History> = fc
  .oneof(
    fc.array(holding, { minLength: 1, maxLength: 6 }),
    // Every asset held, some twice.
    fc
      .array(holding, { minLength: ASSETS, maxLength: ASSETS + 4 })
      .map((holdings) => holdings.map((h, i) => (i < ASSETS ? { ...h, asset: i } : h))),
  )
  .chain((holdings) =>
    fc.record({
      holdings: fc.constant(holdings),
      quotes: fc
        .tuple(
          fc.array(quote, { maxLength: 80 }),
          fc.array(fc.constantFrom(...holdings.map((h) => h.asset)).chain(run), { maxLength: 4 }),
        )
        .map(([some, runs]) => [...some, ...runs.flat()]),
    }),
  );

/**
 * The chart worked out from every stored quote, without buckets: at each moment each holding counts at its
 * latest price at or before it (the family's own winning a tie with the provider's), from the period's
 * carry-in on. Before its first price in the period, a holding counts at the first of the prices the chart
 * reads for it: each source's last quote of the first step in which that source has one.
 */
function bruteForce(period: (typeof PERIODS)[number], stored: StoredQuote[], holdings: History['holdings']) {
  const { seconds, step } = period;
  const moments: number[] = [];
  for (let at = Math.floor((NOW - seconds) / step) * step; at < NOW; at += step) moments.push(at);
  moments.push(NOW);
  const first = moments[0] as number;
  const bucketEnd = (at: number) => moments.find((moment) => moment >= at) as number;
  const priced = holdings.flatMap(({ asset, volume }) => {
    const quotes = stored.filter(
      (q) => q.asset === asset && q.source !== 'other family' && q.at >= first - step - CARRY_IN && q.at <= NOW,
    );
    if (quotes.length === 0) return [];
    const latest = (candidates: StoredQuote[]) =>
      candidates.reduce((best, q) => (q.at > best.at || (q.at === best.at && q.source === 'family') ? q : best));
    const atOrBefore = (moment: number) => {
      const candidates = quotes.filter((q) => q.at <= moment);
      return candidates.length > 0 ? latest(candidates) : null;
    };
    const firstBucket = Math.min(...quotes.map((q) => bucketEnd(q.at)));
    const lastOfFirstBucket = (['market', 'family'] as const).flatMap((source) => {
      const ofSource = quotes.filter((q) => q.source === source);
      if (ofSource.length === 0) return [];
      const bucket = Math.min(...ofSource.map((q) => bucketEnd(q.at)));
      return bucket === firstBucket ? [latest(ofSource.filter((q) => bucketEnd(q.at) === bucket))] : [];
    });
    const before = lastOfFirstBucket.reduce((earliest, q) =>
      q.at < earliest.at || (q.at === earliest.at && q.source === 'family') ? q : earliest,
    );
    return [{ volume, priceAt: (moment: number) => (atOrBefore(moment) ?? before).price }];
  });
  if (priced.length === 0) return [];
  return moments.map((moment) => ({
    time: new Date(moment * 1000).toISOString(),
    value: fromCents(
      priced.reduce((cents, holding) => cents + valueInCents(holding.volume, holding.priceAt(moment)), 0),
    ),
  }));
}

describe.each(testDialects())(
  'the investment chart agrees with a brute-force reading of every stored quote on %s',
  (dialect) => {
    let t: TestApp;
    let user: SignedInUser;
    let familyId: number;
    let otherFamilyId: number;
    let runs = 0;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      t.clock.now = new Date(NOW * 1000);
      user = await signUp(t, { timezoneId: 'Australia/Sydney' });
      const other = await signUp(t);
      const familyOf = async (email: string) =>
        (
          await t.deps.db.kysely
            .selectFrom('users')
            .select('family_id')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).family_id;
      familyId = await familyOf(user.email);
      otherFamilyId = await familyOf(other.email);
    });
    afterAll(() => t.close());

    it('for every period, on random quotes of the provider and of the family, with gaps, ties and bucket edges', async () => {
      await fc.assert(
        fc.asyncProperty(history, async ({ holdings, quotes }) => {
          const db = t.deps.db.kysely;
          runs += 1;
          // Provider quotes are shared by every family: each run quotes assets of its own.
          const assets = Array.from({ length: ASSETS }, (_, i) =>
            i % 2 === 0 ? { typeId: 1, code: `coin-${runs}-${i}` } : { typeId: 2, code: `METAL-${runs}-${i}` },
          );
          const asset = (i: number) => assets[i] as { typeId: number; code: string };
          await db.deleteFrom('investments').where('family_id', '=', familyId).execute();
          await db.deleteFrom('investment_quotes').where('family_id', 'in', [familyId, otherFamilyId]).execute();
          const stamp = t.clock.now.toISOString();
          await db
            .insertInto('investments')
            .values(
              holdings.map((h, i) => ({
                family_id: familyId,
                name: `Holding ${i}`,
                name_key: nameKey(`Holding ${i}`),
                investment_type_id: asset(h.asset).typeId,
                code: asset(h.asset).code,
                volume: h.volume,
                created_at: stamp,
                updated_at: stamp,
              })),
            )
            .execute();
          // One quote per asset, source and second: the last one generated stands.
          const stored = [...new Map(quotes.map((q) => [`${q.asset} ${q.source} ${q.at}`, q])).values()];
          const rows = (source: Source) =>
            stored
              .filter((q) => q.source === source)
              .map((q) => ({
                investment_type_id: asset(q.asset).typeId,
                code: asset(q.asset).code,
                quoted_at: q.at,
                price: q.price,
              }));
          if (rows('market').length > 0) await db.insertInto('market_quotes').values(rows('market')).execute();
          for (const [source, family] of [
            ['family', familyId],
            ['other family', otherFamilyId],
          ] as const) {
            if (rows(source).length > 0)
              await db
                .insertInto('investment_quotes')
                .values(rows(source).map((row) => ({ ...row, family_id: family })))
                .execute();
          }
          for (const period of PERIODS) {
            const chart = await call<{ points: { time: string; value: number }[] }>(
              user,
              requestTo(apiRoutes.investments.chart),
              { InvestmentChartPeriod: period.id },
            );
            expect(chart.points, `period ${period.id}`).toEqual(bruteForce(period, stored, holdings));
          }
        }),
        { numRuns: 100 },
      );
    });
  },
);
