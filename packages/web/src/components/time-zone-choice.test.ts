import { describe, expect, it } from 'vitest';
import type { TimezoneCountry } from '@hearth/contract';
import { countryOfZone, preferredZone, zoneAfterCountryChange } from './time-zone-choice';

const zone = (id: string) => ({ id, name: id.replace('_', ' '), utcOffset: '+00:00' });
const countries: TimezoneCountry[] = [
  { countryCode: 'AU', countryName: 'Australia', timezones: [zone('Australia/Sydney'), zone('Australia/Perth')] },
  { countryCode: 'DE', countryName: 'Germany', timezones: [zone('Europe/Berlin'), zone('Europe/Zurich')] },
  { countryCode: 'NZ', countryName: 'New Zealand', timezones: [zone('Pacific/Auckland')] },
  { countryCode: 'CH', countryName: 'Switzerland', timezones: [zone('Europe/Zurich')] },
];

describe('countryOfZone', () => {
  it.each([
    { zoneId: 'Australia/Perth', country: 'AU' },
    { zoneId: 'Europe/Zurich', country: 'DE' },
    { zoneId: 'Mars/Olympus', country: null },
    { zoneId: null, country: null },
  ])('$zoneId is offered by $country', ({ zoneId, country }) => {
    expect(countryOfZone(countries, zoneId)).toBe(country);
  });
});

describe('preferredZone', () => {
  it.each([
    { browser: 'Pacific/Auckland', zone: 'Pacific/Auckland' },
    { browser: 'UTC', zone: null },
    { browser: undefined, zone: null },
  ])('browser zone $browser preselects $zone', ({ browser, zone: expected }) => {
    expect(preferredZone(countries, browser)).toBe(expected);
  });
});

describe('zoneAfterCountryChange', () => {
  it.each([
    { country: 'NZ', current: null, zone: 'Pacific/Auckland' },
    { country: 'AU', current: null, zone: null },
    { country: 'AU', current: 'Europe/Berlin', zone: null },
    { country: 'CH', current: 'Europe/Zurich', zone: 'Europe/Zurich' },
    { country: null, current: 'Europe/Berlin', zone: null },
  ])('choosing $country with $current selected gives $zone', ({ country, current, zone: expected }) => {
    expect(zoneAfterCountryChange(countries, country, current)).toBe(expected);
  });
});
