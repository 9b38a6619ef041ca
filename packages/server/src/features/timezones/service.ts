import type { TimezoneCountry } from '@hearth/contract';
import ct from 'countries-and-timezones';

interface Listed {
  /** The hour the offsets were read for (ms since the epoch, floored to the hour). */
  hour: number;
  countries: TimezoneCountry[];
}

let listed: Listed | null = null;
let known: Set<string> | null = null;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's offset from UTC at an instant, as `+11:00` or `-05:00`: the one in force then, daylight
 * saving included (Sydney is +11:00 in January and +10:00 in July), not the zone's standard offset.
 */
export function utcOffsetAt(zone: string, at: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+00:00' : offset;
}

/** Countries with their IANA time zones and the offsets in force now, by country name. */
export function timezoneCountries(now: Date = new Date()): TimezoneCountry[] {
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  if (listed?.hour === hour) return listed.countries;
  const at = new Date(hour);
  const countries = Object.values(ct.getAllCountries())
    .map((country) => ({
      countryCode: country.id,
      countryName: country.name,
      timezones: country.timezones
        .map((id) => ct.getTimezone(id))
        .filter((zone) => zone !== null)
        .map((zone) => ({
          id: zone.name,
          name: zone.name.replaceAll('_', ' '),
          utcOffset: utcOffsetAt(zone.name, at),
        })),
    }))
    .filter((country) => country.timezones.length > 0)
    .sort((a, b) => a.countryName.localeCompare(b.countryName));
  listed = { hour, countries };
  return countries;
}

export function isKnownTimezone(id: string): boolean {
  known ??= new Set(['UTC', ...timezoneCountries().flatMap((country) => country.timezones.map((zone) => zone.id))]);
  return known.has(id);
}
