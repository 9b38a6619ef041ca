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

const NAME = 'Gold API';

/** GET /price/{symbol}: the price in USD per troy ounce (per pound for copper). */
const priceSchema = z.object({ name: z.string(), symbol: z.string(), price: z.number().nonnegative() });
/** GET /symbols: the assets it prices. */
const symbolsSchema = z.array(z.object({ name: z.string(), symbol: z.string() }));

/**
 * gold-api.com (or one answering in its format): free, documented JSON prices of gold (XAU), silver (XAG),
 * platinum (XPT), palladium (XPD) and copper (HG), without a key; a key, when set, goes in x-api-key. It
 * gives no changes of its own: they come from the stored quotes.
 */
export function goldApiProvider(settings: ProviderSettings): PriceProvider {
  const headers: Record<string, string> = settings.apiKey ? { 'x-api-key': settings.apiKey } : {};
  const get = (path: string) =>
    getJson({ provider: NAME, url: providerUrl(settings.baseUrl, path), headers, timeoutMs: settings.timeoutMs });

  return {
    name: NAME,
    async quotes(codes) {
      const found = new Map<string, ProviderQuote>();
      // One request per asset (the API prices one at a time); a family holds a few metals at most.
      for (const code of codes) {
        let body: unknown;
        try {
          body = await get(`/price/${encodeURIComponent(code)}`);
        } catch (error) {
          // A refusal of one symbol (404, 400) means it does not know it; anything else is the provider's failure.
          if (error instanceof PriceProviderError && error.kind === 'refused') continue;
          throw error;
        }
        const parsed = priceSchema.safeParse(body);
        if (!parsed.success)
          throw new PriceProviderError('malformed', `${NAME} answered in a form that is not a price.`);
        found.set(code, {
          code,
          name: parsed.data.name,
          symbol: parsed.data.symbol.toUpperCase(),
          price: roundedUnits(parsed.data.price, PRICE_PLACES),
          changes: { hour: null, day: null, week: null },
        });
      }
      return found;
    },
    async search(query) {
      const parsed = symbolsSchema.safeParse(await get('/symbols'));
      if (!parsed.success)
        throw new PriceProviderError('malformed', `${NAME} answered in a form that is not its list of symbols.`);
      const text = query.trim().toLowerCase();
      return parsed.data
        .filter(
          (asset) => !text || asset.name.toLowerCase().includes(text) || asset.symbol.toLowerCase().includes(text),
        )
        .map((asset): CodeChoice => ({
          code: asset.symbol.toUpperCase(),
          name: asset.name,
          symbol: asset.symbol.toUpperCase(),
        }));
    },
  };
}
