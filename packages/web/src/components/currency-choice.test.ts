import { describe, expect, it } from 'vitest';
import { currencyChoices, currencyOfZone } from './currency-choice';

describe('currencyChoices', () => {
  it('names each currency in the reader’s language, by its code', () => {
    const english = currencyChoices('en-US');
    expect(english.find((choice) => choice.value === 'EUR')?.label).toBe('EUR · Euro');
    expect(english.find((choice) => choice.value === 'USD')?.label).toBe('USD · US Dollar');
    expect(currencyChoices('de-DE').find((choice) => choice.value === 'USD')?.label).toBe('USD · US-Dollar');
  });

  it('lists codes once, in order', () => {
    const codes = currencyChoices('en-US').map((choice) => choice.value);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(codes.length).toBeGreaterThan(100);
  });
});

describe('currencyOfZone', () => {
  const countries = [
    { countryCode: 'AT', timezones: [{ id: 'Europe/Vienna' }] },
    { countryCode: 'US', timezones: [{ id: 'America/New_York' }, { id: 'America/Chicago' }] },
    { countryCode: 'CH', timezones: [{ id: 'Europe/Zurich' }] },
    { countryCode: 'AU', timezones: [{ id: 'Australia/Sydney' }] },
  ];
  it.each([
    { zone: 'Europe/Vienna', currency: 'EUR' },
    { zone: 'America/Chicago', currency: 'USD' },
    { zone: 'Europe/Zurich', currency: 'CHF' },
    { zone: 'Australia/Sydney', currency: 'AUD' },
    { zone: 'Mars/Olympus_Mons', currency: 'USD' },
    { zone: null, currency: 'USD' },
  ])('$zone keeps its books in $currency', ({ zone, currency }) => {
    expect(currencyOfZone(countries, zone)).toBe(currency);
  });
});
