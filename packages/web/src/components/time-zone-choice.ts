import type { TimezoneCountry } from '@hearth/contract';

/** The country offering this zone; a zone shared by several countries gives the first by name. */
export function countryOfZone(countries: readonly TimezoneCountry[], zoneId: string | null): string | null {
  if (!zoneId) return null;
  return countries.find((country) => country.timezones.some((zone) => zone.id === zoneId))?.countryCode ?? null;
}

export function countryHasZone(countries: readonly TimezoneCountry[], countryCode: string, zoneId: string): boolean {
  return countries.some(
    (country) => country.countryCode === countryCode && country.timezones.some((zone) => zone.id === zoneId),
  );
}

/** The zone the browser runs in, when the server offers it. */
export function preferredZone(countries: readonly TimezoneCountry[], browserZone: string | undefined): string | null {
  if (!browserZone) return null;
  return countryOfZone(countries, browserZone) ? browserZone : null;
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A country with one zone needs no second choice: picking the country picks its zone. */
export function zoneAfterCountryChange(
  countries: readonly TimezoneCountry[],
  countryCode: string | null,
  currentZone: string | null,
): string | null {
  const country = countries.find((candidate) => candidate.countryCode === countryCode);
  if (!country) return null;
  if (currentZone && country.timezones.some((zone) => zone.id === currentZone)) return currentZone;
  return country.timezones.length === 1 ? (country.timezones[0]?.id ?? null) : null;
}
