import { describe, expect, it } from 'vitest';
import type { TimezoneCountry } from '@hearth/contract';
import { countryOfZone, preferredZone, zoneAfterCountryChange } from './time-zone-choice';

const zone = (id: string) => ({ id, name: id.replace('_', ' '), utcOffset: '+00:00' });
const countries: TimezoneCountry[] = [
  { countryCode: 'AU', countryName: 'Australia', timezones: [zone('Australia/Sydney'), zone('Australia/Perth')] },
  { countryCode: 'DE', countryName: 'Germany', timezones: [zone('Europe/Berlin'), zone('Europe/Zurich')] },
  { countryCode: 'NZ', countryName: 'New Zealand', timezones: [zone('Pacific/Auckland')] },
  { countryCode: 'CH', countryName: 'Switzerland', timezones: [zone('Europe/Zurich')] },
  { countryCode: 'GB', countryName: 'United Kingdom', timezones: [zone('Europe/London')] },
  { countryCode: 'GG', countryName: 'Guernsey', timezones: [zone('Europe/London')] },
];

describe('countryOfZone', () => {
  it.each([
    { zoneId: 'Australia/Perth', regions: [], country: 'AU' },
    { zoneId: 'Europe/Zurich', regions: [], country: 'DE' },
    { zoneId: 'Europe/Zurich', regions: ['CH'], country: 'CH' },
    { zoneId: 'Europe/London', regions: [], country: 'GB' },
    { zoneId: 'Europe/London', regions: ['US', 'gg'], country: 'GG' },
    { zoneId: 'Europe/London', regions: ['AU'], country: 'GB' },
    { zoneId: 'Mars/Olympus', regions: ['GB'], country: null },
    { zoneId: null, regions: [], country: null },
  ])('$zoneId with regions $regions is offered by $country', ({ zoneId, regions, country }) => {
    expect(countryOfZone(countries, zoneId, regions)).toBe(country);
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
