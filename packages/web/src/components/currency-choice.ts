import countryToCurrency from 'country-to-currency';

/** One currency a family can keep its books in, as a select offers it: `EUR · Euro`. */
export interface CurrencyChoice {
  value: string;
  label: string;
}

/** ISO 4217 codes still in use that this browser can write money in, named in the reader's language. */
export function currencyChoices(locale: string): CurrencyChoice[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  return Intl.supportedValuesOf('currency')
    .map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The currency a family in a time zone most likely keeps its books in: the one of the zone's country
 * (Europe/Vienna → EUR), or US dollars where the zone is unknown or the browser cannot write that currency.
 */
export function currencyOfZone(
  countries: readonly { countryCode: string; timezones: readonly { id: string }[] }[],
  zone: string | null,
): string {
  const country = zone ? countries.find((each) => each.timezones.some((tz) => tz.id === zone)) : undefined;
  const currency = country ? countryToCurrency[country.countryCode as keyof typeof countryToCurrency] : undefined;
  return currency && Intl.supportedValuesOf('currency').includes(currency) ? currency : 'USD';
}
