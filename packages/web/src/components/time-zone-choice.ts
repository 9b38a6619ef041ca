import type { TimezoneCountry } from '@hearth/contract';

/**
 * The country offering this zone. Several countries share some zones (Europe/London serves Guernsey, the
 * Isle of Man, Jersey and the United Kingdom), so the regions of the browser's languages decide first;
 * failing them, the first country by name.
 */
export function countryOfZone(
  countries: readonly TimezoneCountry[],
  zoneId: string | null,
  preferredRegions: readonly string[] = [],
): string | null {
  if (!zoneId) return null;
  const offering = countries.filter((country) => country.timezones.some((zone) => zone.id === zoneId));
  const preferred = preferredRegions
    .map((region) => offering.find((country) => country.countryCode === region.toUpperCase()))
    .find((country) => country !== undefined);
  return (preferred ?? offering[0])?.countryCode ?? null;
}

/** The regions named by the browser's languages, e.g. GB from en-GB. */
export function browserRegions(): string[] {
  const tags = typeof navigator === 'undefined' ? [] : navigator.languages;
  return tags.flatMap((tag) => {
    try {
      const region = new Intl.Locale(tag).region;
      return region ? [region] : [];
    } catch {
      return [];
    }
  });
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
