import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coinGeckoProvider } from '../src/platform/prices/coingecko.js';
import { goldApiProvider } from '../src/platform/prices/gold-api.js';
import { retryAfterSeconds } from '../src/platform/prices/http-json.js';
import { PriceProviderError, type PriceProvider } from '../src/platform/prices/provider.js';
import { startFakePriceProvider, type FakeMode, type FakePriceProvider } from './fake-price-provider.js';

const TIMEOUT_MS = 300;

async function failure(promise: Promise<unknown>): Promise<PriceProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PriceProviderError);
  return error as PriceProviderError;
}

describe('price providers over HTTP', () => {
  let fake: FakePriceProvider;
  let crypto: PriceProvider;
  let metals: PriceProvider;

  beforeAll(async () => {
    fake = await startFakePriceProvider();
    crypto = coinGeckoProvider({ baseUrl: `${fake.url}/api/v3`, apiKey: 'demo-key', timeoutMs: TIMEOUT_MS });
    metals = goldApiProvider({ baseUrl: fake.url, apiKey: null, timeoutMs: TIMEOUT_MS });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    fake.headers.length = 0;
  });

  it("reads CoinGecko's market list: prices exact to 8 decimals, with its 1h, 24h and 7d changes", async () => {
    const quotes = await crypto.quotes(['bitcoin', 'shiba-inu', 'no-such-coin']);
    expect([...quotes.keys()]).toEqual(['bitcoin', 'shiba-inu']);
    expect(quotes.get('bitcoin')).toEqual({
      code: 'bitcoin',
      name: 'Bitcoin',
      symbol: 'BTC',
      price: 6_718_733_000_000,
      changes: { hour: 0.5, day: -1.25, week: 4.1 },
    });
    expect(quotes.get('shiba-inu')?.price).toBe(1234);
    expect(fake.requests[0]).toBe(
      '/api/v3/coins/markets?vs_currency=usd&ids=bitcoin%2Cshiba-inu%2Cno-such-coin&price_change_percentage=1h%2C24h%2C7d&per_page=250&page=1',
    );
    expect(fake.headers[0]?.['x-cg-demo-api-key']).toBe('demo-key');
  });

  it("searches CoinGecko's coins, and lists its largest for an empty search", async () => {
    expect(await crypto.search('eth')).toEqual([{ code: 'ethereum', name: 'Ethereum', symbol: 'ETH' }]);
    expect(fake.requests.at(-1)).toBe('/api/v3/search?query=eth');
    expect((await crypto.search('')).map((choice) => choice.code)).toEqual(['bitcoin', 'ethereum', 'shiba-inu']);
  });

  it("reads gold-api.com's prices one symbol at a time and leaves out one it does not know", async () => {
    const quotes = await metals.quotes(['XAU', 'OIL']);
    expect([...quotes.values()]).toEqual([
      {
        code: 'XAU',
        name: 'Gold',
        symbol: 'XAU',
        price: 265_010_000_000,
        changes: { hour: null, day: null, week: null },
      },
    ]);
    expect(fake.requests).toEqual(['/price/XAU', '/price/OIL']);
    expect(await metals.search('sil')).toEqual([{ code: 'XAG', name: 'Silver', symbol: 'XAG' }]);
  });

  it.each<[FakeMode, PriceProviderError['kind'], RegExp, number | null]>([
    ['error', 'unavailable', /^CoinGecko answered with an error \(HTTP 503\)\.$/, null],
    ['rate-limited', 'rate-limited', /^CoinGecko asked to slow down/, 120],
    ['malformed', 'malformed', /^CoinGecko answered in a form that is not its market list\.$/, null],
    ['not-json', 'malformed', /^CoinGecko answered with something other than JSON\.$/, null],
    ['silent', 'unavailable', /^CoinGecko did not answer within 0\.3 seconds\.$/, null],
  ])('CoinGecko answering %s is a failure of kind %s', async (mode, kind, message, retryAfter) => {
    fake.mode = mode;
    const error = await failure(crypto.quotes(['bitcoin']));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.retryAfterSeconds).toBe(retryAfter);
  });

  it.each<[FakeMode, PriceProviderError['kind']]>([
    ['error', 'unavailable'],
    ['rate-limited', 'rate-limited'],
    ['malformed', 'malformed'],
    ['not-json', 'malformed'],
    ['silent', 'unavailable'],
  ])('gold-api.com answering %s is a failure of kind %s', async (mode, kind) => {
    fake.mode = mode;
    expect((await failure(metals.quotes(['XAU']))).kind).toBe(kind);
    expect((await failure(metals.search(''))).kind).toBe(kind);
  });

  it('says a provider that is not listening could not be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = goldApiProvider({ baseUrl: `http://127.0.0.1:${port}`, apiKey: null, timeoutMs: TIMEOUT_MS });
    const error = await failure(gone.quotes(['XAU']));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Gold API could not be reached.' });
  });

  it('refuses a CoinGecko price that is not a number, and a negative one', async () => {
    (fake.coins.get('bitcoin') as { price: unknown }).price = 'a lot';
    expect((await failure(crypto.quotes(['bitcoin']))).kind).toBe('malformed');
    (fake.coins.get('bitcoin') as { price: unknown }).price = -5;
    expect((await failure(crypto.quotes(['bitcoin']))).kind).toBe('malformed');
    (fake.coins.get('bitcoin') as { price: unknown }).price = 67187.33;
  });

  it.each([
    ['120', 120],
    ['0', 0],
    ['Wed, 21 Oct 2015 07:28:00 GMT', 60],
    ['soon', null],
    [null, null],
  ])('reads Retry-After %s as %s seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(seconds);
  });
});
