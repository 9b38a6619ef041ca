/** A provider's price of one asset now: units of $0.00000001 per unit, and its own percentage changes where it gives them. */
export interface ProviderQuote {
  code: string;
  name: string | null;
  symbol: string | null;
  price: number;
  changes: { hour: number | null; day: number | null; week: number | null };
}

/** An asset a provider offers, for the editor's Code field. */
export interface CodeChoice {
  code: string;
  name: string;
  symbol: string;
}

/** The prices of one investment type (cryptocurrencies or commodities) from one source over HTTP. */
export interface PriceProvider {
  /** How the product names the provider to people: CoinGecko, Gold API. */
  readonly name: string;
  /** The current prices of these codes; a code the provider does not know is left out of the answer. */
  quotes(codes: readonly string[]): Promise<Map<string, ProviderQuote>>;
  /** The provider's assets matching a search (its best known ones for an empty search). */
  search(query: string): Promise<CodeChoice[]>;
}

/**
 * Why a provider gave no prices: it asked us to slow down (with the seconds it named, if it did), it could
 * not be reached or failed, it refused the request (a bad key, say), or it answered in a form we do not know.
 */
export type ProviderFailure = 'rate-limited' | 'unavailable' | 'refused' | 'malformed';

export class PriceProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PriceProviderError';
  }
}

export interface ProviderSettings {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
}
