import { z } from 'zod';
import { PRICE_PLACES, roundedUnits } from '../../domain/decimal-units.js';
import { getJson, providerUrl } from './http-json.js';
import {
  PriceProviderError,
  type CodeChoice,
  type PriceProvider,
  type ProviderQuote,
  type ProviderSettings,
} from './provider.js';

const NAME = 'CoinGecko';
/** /coins/markets answers at most 250 coins a page. */
const PAGE = 250;
const CHOICES = 25;

const percent = z.number().nullable().optional();

/** One coin of /coins/markets, as CoinGecko documents it (only the fields used here). */
const marketCoinSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  current_price: z.number().nonnegative().nullable(),
  price_change_percentage_1h_in_currency: percent,
  price_change_percentage_24h_in_currency: percent,
  price_change_percentage_7d_in_currency: percent,
});
const marketsSchema = z.array(marketCoinSchema);

/** /search: coins whose name or symbol matches, best ranked first. */
const searchSchema = z.object({ coins: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string() })) });

/**
 * CoinGecko's API (or one answering in its format): prices and their 1h/24h/7d changes in USD from
 * /coins/markets, searches from /search. A code is CoinGecko's coin id (bitcoin). The key goes in the
 * header its plan documents: x-cg-pro-api-key on pro-api.coingecko.com, x-cg-demo-api-key elsewhere.
 */
export function coinGeckoProvider(settings: ProviderSettings): PriceProvider {
  const headers: Record<string, string> = {};
  if (settings.apiKey)
    headers[/^https?:\/\/pro-api\./.test(settings.baseUrl) ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] =
      settings.apiKey;
  const get = (path: string, query: Record<string, string>) =>
    getJson({
      provider: NAME,
      url: providerUrl(settings.baseUrl, path, query),
      headers,
      timeoutMs: settings.timeoutMs,
    });
  const markets = async (query: Record<string, string>) => {
    const parsed = marketsSchema.safeParse(await get('/coins/markets', { vs_currency: 'usd', ...query }));
    if (!parsed.success)
      throw new PriceProviderError('malformed', `${NAME} answered in a form that is not its market list.`);
    return parsed.data;
  };

  return {
    name: NAME,
    async quotes(codes) {
      const found = new Map<string, ProviderQuote>();
      for (let start = 0; start < codes.length; start += PAGE) {
        const ids = codes.slice(start, start + PAGE);
        const coins = await markets({
          ids: ids.join(','),
          price_change_percentage: '1h,24h,7d',
          per_page: String(PAGE),
          page: '1',
        });
        for (const coin of coins) {
          if (coin.current_price === null || !ids.includes(coin.id)) continue;
          found.set(coin.id, {
            code: coin.id,
            name: coin.name,
            symbol: coin.symbol.toUpperCase(),
            price: roundedUnits(coin.current_price, PRICE_PLACES),
            changes: {
              hour: coin.price_change_percentage_1h_in_currency ?? null,
              day: coin.price_change_percentage_24h_in_currency ?? null,
              week: coin.price_change_percentage_7d_in_currency ?? null,
            },
          });
        }
      }
      return found;
    },
    async search(query) {
      const text = query.trim();
      let coins: { id: string; name: string; symbol: string }[];
      if (text === '') {
        coins = await markets({ order: 'market_cap_desc', per_page: String(CHOICES), page: '1' });
      } else {
        const parsed = searchSchema.safeParse(await get('/search', { query: text }));
        if (!parsed.success)
          throw new PriceProviderError('malformed', `${NAME} answered in a form that is not its search.`);
        coins = parsed.data.coins;
      }
      return coins
        .slice(0, CHOICES)
        .map((coin): CodeChoice => ({ code: coin.id, name: coin.name, symbol: coin.symbol.toUpperCase() }));
    },
  };
}
