import type { TimezoneCountry } from '@hearth/contract';
import ct from 'countries-and-timezones';

let cached: TimezoneCountry[] | null = null;
let known: Set<string> | null = null;

/** Countries with their IANA time zones, by country name. */
export function timezoneCountries(): TimezoneCountry[] {
  if (cached) return cached;
  cached = Object.values(ct.getAllCountries())
    .map((country) => ({
      countryCode: country.id,
      countryName: country.name,
      timezones: country.timezones
        .map((id) => ct.getTimezone(id))
        .filter((zone) => zone !== null)
        .map((zone) => ({ id: zone.name, name: zone.name.replaceAll('_', ' '), utcOffset: zone.utcOffsetStr })),
    }))
    .filter((country) => country.timezones.length > 0)
    .sort((a, b) => a.countryName.localeCompare(b.countryName));
  return cached;
}

export function isKnownTimezone(id: string): boolean {
  known ??= new Set(['UTC', ...timezoneCountries().flatMap((country) => country.timezones.map((zone) => zone.id))]);
  return known.has(id);
}
