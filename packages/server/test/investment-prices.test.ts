import { apiRoutes, InvestmentType } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollPrices, thinQuotes } from '../src/features/investments/poller.js';
import { startFakePriceProvider, type FakePriceProvider } from './fake-price-provider.js';
import { call } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface InvestmentData {
  id: number;
  currentValue: number;
  change24Hr: number | null;
  investmentType: {
    code: string;
    price: number | null;
    percentageChange1hour: number | null;
    percentageChange24hours: number | null;
    percentageChange7days: number | null;
  };
  symbol: string;
  priceAsOf: string | null;
  priceSource: string | null;
  priceNote: string | null;
  provider?: string | null;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDialects())('investments priced by providers on %s', (dialect) => {
  let t: TestApp;
  let fake: FakePriceProvider;
  let user: SignedInUser;
  const seconds = () => Math.floor(t.clock.now.getTime() / 1000);
  const list = () => call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list));
  const holding = async (code: string) => (await list()).find((i) => i.investmentType.code === code) as InvestmentData;

  beforeAll(async () => {
    fake = await startFakePriceProvider();
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-11-18T01:00:00Z');
    t.deps.config.priceProviders = {
      crypto: { baseUrl: `${fake.url}/api/v3`, apiKey: null },
      commodity: { baseUrl: fake.url, apiKey: null },
      timeoutMs: 400,
    };
    user = await signUp(t, { timezoneId: 'Australia/Sydney' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
  });

  /** What the investment editor saves for a holding of `volumeOwned` of a code the provider lists. */
  const newHolding = (name: string, code: string, investmentTypeId: number, volumeOwned: string | number) => ({
    name,
    code,
    investmentTypeId,
    volumeOwned,
  });

  it('refuses a code the provider does not list, and a price typed in for a type it prices', async () => {
    const unknown = await user.inject({
      ...requestTo(apiRoutes.investments.save),
      payload: newHolding('Coin', 'no-such-coin', InvestmentType.Cryptocurrency, 1),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().responseState.description).toBe(
      'Code: CoinGecko does not list "no-such-coin". Choose a code from its list.',
    );
    const priced = await user.inject({
      ...requestTo(apiRoutes.investments.save),
      payload: { ...newHolding('Coin', 'bitcoin', InvestmentType.Cryptocurrency, 1), price: 5 },
    });
    expect(priced.json().responseState.description).toBe(
      'Price: CoinGecko gives the prices of cryptocurrencies; leave the price empty.',
    );
    const metal = await user.inject({
      ...requestTo(apiRoutes.investments.save),
      payload: newHolding('Oil', 'OIL', InvestmentType.Commodity, 1),
    });
    expect(metal.json().responseState.description).toBe(
      'Code: Gold API does not list "OIL". Choose a code from its list.',
    );
  });

  it("prices a new holding at once from the provider, with the provider's own changes until history builds up", async () => {
    const saved = await call<InvestmentData>(
      user,
      requestTo(apiRoutes.investments.save),
      newHolding('Bitcoin', 'bitcoin', InvestmentType.Cryptocurrency, '0.5'),
    );
    expect(saved).toMatchObject({
      currentValue: 33593.67,
      symbol: 'BTC',
      priceSource: 'provider',
      priceNote: null,
      provider: 'CoinGecko',
      investmentType: {
        code: 'bitcoin',
        price: 67187.33,
        percentageChange1hour: 0.5,
        percentageChange24hours: -1.25,
        percentageChange7days: 4.1,
      },
    });
    // 24 hours ago the price was 67187.33 / (1 - 0.0125): the half coin was worth $425.24 more.
    expect(saved.change24Hr).toBe(-425.24);
    const gold = await call<InvestmentData>(
      user,
      requestTo(apiRoutes.investments.save),
      newHolding('Gold', 'XAU', InvestmentType.Commodity, '2'),
    );
    expect(gold).toMatchObject({
      currentValue: 5300.2,
      investmentType: { code: 'XAU', price: 2650.1, percentageChange1hour: null },
    });
  });

  it('polls every held asset and works the changes out from the stored quotes', async () => {
    t.clock.advance(HOUR);
    (fake.coins.get('bitcoin') as { price: number }).price = 70000;
    fake.metals.set('XAU', { symbol: 'XAU', name: 'Gold', price: 2700 });
    fake.requests.length = 0;
    expect(await pollPrices(t.deps, 1)).toEqual({ kind: 'stored', count: 1 });
    expect(await pollPrices(t.deps, 2)).toEqual({ kind: 'stored', count: 1 });
    expect(fake.requests).toEqual([
      '/api/v3/coins/markets?vs_currency=usd&ids=bitcoin&price_change_percentage=1h%2C24h%2C7d&per_page=250&page=1',
      '/price/XAU',
    ]);
    const bitcoin = await holding('bitcoin');
    expect(bitcoin.investmentType).toMatchObject({
      price: 70000,
      percentageChange1hour: 4.19,
      percentageChange24hours: -1.25,
    });
    expect(bitcoin.priceAsOf).toBe(t.clock.now.toISOString());
    expect((await holding('XAU')).investmentType).toMatchObject({
      price: 2700,
      percentageChange1hour: 1.88,
      percentageChange24hours: null,
    });
  });

  it('keeps the last good price when the provider fails, and says so', async () => {
    const asOf = t.clock.now.toISOString();
    t.clock.advance(10 * MINUTE);
    fake.mode = 'error';
    const outcome = await pollPrices(t.deps, 1);
    expect(outcome.kind).toBe('failed');
    const bitcoin = await holding('bitcoin');
    expect(bitcoin).toMatchObject({
      currentValue: 35000,
      priceAsOf: asOf,
      priceNote: 'CoinGecko answered with an error (HTTP 503). This is the last price it gave.',
    });
    fake.mode = 'rate-limited';
    const limited = await pollPrices(t.deps, 1);
    expect(limited.kind === 'failed' && limited.error.retryAfterSeconds).toBe(120);
    fake.mode = 'ok';
    await pollPrices(t.deps, 1);
    expect((await holding('bitcoin')).priceNote).toBeNull();
  });

  it('saves a holding while the provider does not answer, and prices it later', async () => {
    fake.mode = 'silent';
    const saved = await call<InvestmentData>(
      user,
      requestTo(apiRoutes.investments.save),
      newHolding('Ether', 'ethereum', InvestmentType.Cryptocurrency, 3),
    );
    expect(saved).toMatchObject({
      currentValue: 0,
      investmentType: { price: null },
      priceNote: 'No price yet: CoinGecko did not answer within 0.4 seconds.',
    });
    fake.mode = 'ok';
    await pollPrices(t.deps, 1);
    expect(await holding('ethereum')).toMatchObject({ currentValue: 9361.5, priceNote: null });
  });

  it('offers the codes the provider lists for a search, and says when it cannot', async () => {
    const choices = await call<{ provider: string; choices: { code: string }[]; problem: string | null }>(user, {
      ...requestTo(apiRoutes.investments.codes),
      query: { investmentTypeId: '1', search: 'shib' },
    });
    expect(choices).toEqual({
      provider: 'CoinGecko',
      choices: [{ code: 'shiba-inu', name: 'Shiba Inu', symbol: 'SHIB' }],
      problem: null,
    });
    fake.mode = 'error';
    const failing = await call<{ choices: unknown[]; problem: string | null }>(user, {
      ...requestTo(apiRoutes.investments.codes),
      query: { investmentTypeId: '2', search: 'pla' },
    });
    expect(failing).toEqual({
      provider: 'Gold API',
      choices: [],
      problem: 'Gold API answered with an error (HTTP 503). Type the code instead.',
    });
    const bad = await user.inject({ ...requestTo(apiRoutes.investments.codes), query: { investmentTypeId: '5' } });
    expect(bad.json().responseState.description).toBe('Type must be 1 (Cryptocurrency) or 2 (Commodity).');
  });

  it('charts a month of stored quotes and thins them with age', async () => {
    const now = seconds();
    const db = t.deps.db.kysely;
    // A month of 5-minute quotes of gold, rising by a cent a step to today's price.
    const rows = [];
    for (let at = now - 30 * 86400, step = 0; at < now - 3600; at += 300, step += 1)
      rows.push({ investment_type_id: 2, code: 'XAU', quoted_at: at, price: (2000_00 + step) * 1_000_000 });
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('market_quotes')
        .values(rows.slice(start, start + 500))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    const stored = (await db.selectFrom('market_quotes').select('quoted_at').where('code', '=', 'XAU').execute())
      .length;
    const month = await call<{ points: { time: string; value: number }[]; startValue: number; endValue: number }>(
      user,
      requestTo(apiRoutes.investments.chart),
      { InvestmentChartPeriod: 4 },
    );
    // 180 steps of 4 hours, the one before the start and now itself.
    expect(month.points.length).toBeGreaterThanOrEqual(181);
    expect(month.points.length).toBeLessThanOrEqual(182);
    // Gold's part of the first point: two ounces at $2,000.
    expect(month.points[0]?.value).toBeGreaterThan(4000);
    expect(month.endValue).toBeCloseTo(
      (await list()).reduce((sum, i) => sum + i.currentValue, 0),
      2,
    );

    const dropped = await thinQuotes(t.deps);
    const left = await db.selectFrom('market_quotes').select('quoted_at').where('code', '=', 'XAU').execute();
    expect(dropped + left.length).toBe(stored);
    expect(left.length).toBeLessThan(24 * 30 + 288 + 3);
    expect(await thinQuotes(t.deps)).toBe(0);
    const thinned = await call<{ points: unknown[]; endValue: number }>(user, requestTo(apiRoutes.investments.chart), {
      InvestmentChartPeriod: 4,
    });
    expect(thinned.endValue).toBe(month.endValue);
  });

  it('values past month ends at the quotes stored for them', async () => {
    const worth = await call<{ month: string; investments: number }[]>(user, requestTo(apiRoutes.reports.netWorth), {
      months: 3,
    });
    const october = worth.find((p) => p.month === '2026-10');
    // 31 Oct in Sydney: gold's last stored quote that day, two ounces; the coins have no quotes then.
    expect(october?.investments).toBeGreaterThan(4000);
    expect(october?.investments).toBeLessThan(5400);
    expect(worth.find((p) => p.month === '2026-09')?.investments).toBe(0);
  });

  it('leaves the poller idle while nothing of a type is held', async () => {
    const other = await createTestApp(dialect);
    other.deps.config.priceProviders = t.deps.config.priceProviders;
    fake.requests.length = 0;
    expect(await pollPrices(other.deps, 1)).toEqual({ kind: 'idle' });
    expect(fake.requests).toEqual([]);
    await other.close();
  });

  it('stops refreshing 24-hour changes across a gap in the history', async () => {
    t.clock.advance(3 * DAY);
    user.token = await login(t, user.email, user.password);
    await pollPrices(t.deps, 2);
    const gold = await holding('XAU');
    expect(gold.investmentType.percentageChange1hour).toBeNull();
    expect(gold.investmentType.percentageChange24hours).toBeNull();
  });
});
