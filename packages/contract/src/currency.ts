import { z } from 'zod';

/** A family keeps its books in US dollars unless it chose another currency (docs/money.md). */
export const DEFAULT_CURRENCY = 'USD';

let known: ReadonlySet<string> | null = null;

/** The ISO 4217 codes this runtime can write money in (Intl's list: about 160). */
export function knownCurrencies(): ReadonlySet<string> {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known;
}

export const currencyCodeSchema = z
  .string()
  .trim()
  .refine((code) => knownCurrencies().has(code), { error: 'must be a currency code such as USD, EUR or GBP' });
