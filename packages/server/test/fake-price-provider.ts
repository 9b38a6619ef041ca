import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCoin {
  id: string;
  symbol: string;
  name: string;
  price: number;
  changes?: { hour: number; day: number; week: number };
}

export interface FakeMetal {
  symbol: string;
  name: string;
  price: number;
}

/**
 * How the fake answers every request: as documented, with a server error, asking to slow down (429 with
 * Retry-After), with JSON of another shape, with text that is not JSON, or not at all (for timeouts).
 */
export type FakeMode = 'ok' | 'error' | 'rate-limited' | 'malformed' | 'not-json' | 'silent';

/**
 * A price provider on 127.0.0.1 that answers in CoinGecko's documented format (/coins/markets,
 * /search) and gold-api.com's (/price/{symbol}, /symbols), so that the real HTTP adapters are tested
 * without the internet.
 */
export interface FakePriceProvider {
  url: string;
  coins: Map<string, FakeCoin>;
  metals: Map<string, FakeMetal>;
  mode: FakeMode;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Every request's headers, in order. */
  headers: http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

const DEFAULT_COINS: FakeCoin[] = [
  { id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', price: 67187.33, changes: { hour: 0.5, day: -1.25, week: 4.1 } },
  { id: 'ethereum', symbol: 'eth', name: 'Ethereum', price: 3120.5, changes: { hour: -0.2, day: 2.5, week: -3.3 } },
  { id: 'shiba-inu', symbol: 'shib', name: 'Shiba Inu', price: 0.00001234, changes: { hour: 0, day: 0, week: 0 } },
];
const DEFAULT_METALS: FakeMetal[] = [
  { symbol: 'XAU', name: 'Gold', price: 2650.1 },
  { symbol: 'XAG', name: 'Silver', price: 31.25 },
  { symbol: 'XPT', name: 'Platinum', price: 980.4 },
];

function send(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function answer(fake: FakePriceProvider, url: URL, response: http.ServerResponse): void {
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/coins/markets')) {
    const ids = url.searchParams.get('ids')?.split(',');
    const coins = [...fake.coins.values()].filter((coin) => !ids || ids.includes(coin.id));
    return send(
      response,
      200,
      coins.map((coin) => ({
        id: coin.id,
        symbol: coin.symbol,
        name: coin.name,
        image: `https://example.invalid/${coin.id}.png`,
        current_price: coin.price,
        market_cap: 1_000_000,
        price_change_percentage_24h: coin.changes?.day ?? null,
        last_updated: new Date().toISOString(),
        price_change_percentage_1h_in_currency: coin.changes?.hour ?? null,
        price_change_percentage_24h_in_currency: coin.changes?.day ?? null,
        price_change_percentage_7d_in_currency: coin.changes?.week ?? null,
      })),
    );
  }
  if (path.endsWith('/search')) {
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    const coins = [...fake.coins.values()].filter(
      (coin) => coin.name.toLowerCase().includes(query) || coin.symbol.includes(query),
    );
    return send(response, 200, {
      coins: coins.map((coin, index) => ({
        id: coin.id,
        name: coin.name,
        api_symbol: coin.id,
        symbol: coin.symbol.toUpperCase(),
        market_cap_rank: index + 1,
        thumb: '',
        large: '',
      })),
      exchanges: [],
      icos: [],
      categories: [],
      nfts: [],
    });
  }
  if (path.endsWith('/symbols'))
    return send(
      response,
      200,
      [...fake.metals.values()].map((metal) => ({ name: metal.name, symbol: metal.symbol })),
    );
  const price = /\/price\/([^/]+)$/.exec(path);
  if (price) {
    const metal = fake.metals.get(decodeURIComponent(price[1] as string).toUpperCase());
    if (!metal) return send(response, 404, { error: 'Symbol not found' });
    return send(response, 200, {
      currency: 'USD',
      currencySymbol: '$',
      exchangeRate: 1,
      name: metal.name,
      price: metal.price,
      symbol: metal.symbol,
      updatedAt: new Date().toISOString(),
      updatedAtReadable: 'a few seconds ago',
    });
  }
  return send(response, 404, { error: 'Not found' });
}

export async function startFakePriceProvider(port = 0): Promise<FakePriceProvider> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(`${url.pathname}${url.search}`);
    fake.headers.push(request.headers);
    switch (fake.mode) {
      case 'error':
        return send(response, 503, { status: { error_code: 503, error_message: 'Service unavailable' } });
      case 'rate-limited':
        return send(
          response,
          429,
          { status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } },
          { 'retry-after': '120' },
        );
      case 'malformed':
        return send(response, 200, { data: 'something else' });
      case 'not-json':
        return send(response, 200, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
      case 'silent':
        return; // never answers: the client's timeout has to end it
      default:
        return answer(fake, url, response);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const fake: FakePriceProvider = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    coins: new Map(DEFAULT_COINS.map((coin) => [coin.id, { ...coin }])),
    metals: new Map(DEFAULT_METALS.map((metal) => [metal.symbol, { ...metal }])),
    mode: 'ok',
    requests: [],
    headers: [],
    close: () =>
      new Promise((resolve) => {
        // Silent requests keep their sockets open: they are ended here so that closing does not wait on them.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
