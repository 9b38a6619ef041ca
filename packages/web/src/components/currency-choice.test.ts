import { describe, expect, it } from 'vitest';
import { currencyChoices, currencyOfCountry } from './currency-choice';

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

describe('currencyOfCountry', () => {
  it.each([
    { country: 'AT', currency: 'EUR' },
    { country: 'DE', currency: 'EUR' },
    { country: 'US', currency: 'USD' },
    { country: 'CH', currency: 'CHF' },
    { country: 'DK', currency: 'DKK' },
    { country: 'AU', currency: 'AUD' },
    { country: 'ZZ', currency: 'USD' },
    { country: null, currency: 'USD' },
  ])('$country keeps its books in $currency', ({ country, currency }) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });
});
