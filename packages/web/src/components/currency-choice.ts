import countryToCurrency from 'country-to-currency';
import { DEFAULT_CURRENCY, knownCurrencies } from '@hearth/contract';

/** One currency a family can keep its books in, as a select offers it: `EUR · Euro`. */
export interface CurrencyChoice {
  value: string;
  label: string;
}

/** ISO 4217 codes still in use that this browser can write money in, named in the reader's language. */
export function currencyChoices(locale: string): CurrencyChoice[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  return [...knownCurrencies()]
    .map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The currency a family in a country most likely keeps its books in (AT → EUR), or US dollars where the
 * country is not known yet or the browser cannot write its currency.
 */
export function currencyOfCountry(countryCode: string | null): string {
  const currency = countryCode ? countryToCurrency[countryCode as keyof typeof countryToCurrency] : undefined;
  return currency && knownCurrencies().has(currency) ? currency : DEFAULT_CURRENCY;
}
