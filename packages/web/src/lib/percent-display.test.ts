import { afterEach, describe, expect, it } from 'vitest';
import { formatPercentIn, setMoneyDisplay } from './money-display';

afterEach(() => setMoneyDisplay({ locale: 'en-US', currency: 'USD' }));

describe('formatPercentIn', () => {
  it.each([
    { locale: 'en-US', value: 62.5, digits: 1, fixed: false, text: '62.5%' },
    { locale: 'en-US', value: 100, digits: 1, fixed: false, text: '100%' },
    { locale: 'en-US', value: 1500.25, digits: 1, fixed: false, text: '1,500.3%' },
    { locale: 'en-US', value: -0.01, digits: 1, fixed: false, text: '0%' },
    { locale: 'en-US', value: 4.19, digits: 2, fixed: true, text: '4.19%' },
    { locale: 'en-US', value: 12, digits: 1, fixed: true, text: '12.0%' },
    { locale: 'de-DE', value: 62.5, digits: 1, fixed: false, text: '62,5\u00a0%' },
    { locale: 'de-DE', value: 1500.25, digits: 1, fixed: false, text: '1.500,3\u00a0%' },
    { locale: 'de-DE', value: -0.01, digits: 1, fixed: false, text: '0\u00a0%' },
    { locale: 'de-AT', value: 4.19, digits: 2, fixed: true, text: '4,19\u00a0%' },
  ])('$value in $locale reads $text', ({ locale, value, digits, fixed, text }) => {
    setMoneyDisplay({ locale });
    expect(formatPercentIn(value, digits, fixed)).toBe(text);
  });
});
