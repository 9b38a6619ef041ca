import { describe, expect, it } from 'vitest';
import { setMoneyDisplay } from '../../lib/money-display';
import { chartSentence, formatPercent, formatPrice, formatVolume, priceAge, totalValue } from './format';

describe('investment figures as the screens write them', () => {
  it.each([
    [67187.33, '$67,187.33'],
    [0.00001234, '$0.00001234'],
    [2650.1, '$2,650.10'],
    [1, '$1.00'],
  ])('a price of %d reads %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it.each([
    ['0.00012345', '0.00012345'],
    ['25000000', '25,000,000'],
    ['1234567.12345678', '1,234,567.12345678'],
    ['0', '0'],
  ])('a volume of %s reads %s', (volume, text) => {
    expect(formatVolume(volume)).toBe(text);
  });

  it.each([
    [4.19, '+4.19%'],
    [-1.25, '\u22121.25%'],
    [0, '0.00%'],
  ])('a change of %d reads %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });

  it.each([
    ['2026-11-18T01:00:00Z', 'just now'],
    ['2026-11-18T00:59:00Z', '1 minute ago'],
    ['2026-11-18T00:35:00Z', '25 minutes ago'],
    ['2026-11-17T22:00:00Z', '3 hours ago'],
    ['2026-11-15T01:00:00Z', '3 days ago'],
  ])('a price quoted at %s is %s', (asOf, age) => {
    expect(priceAge(asOf, new Date('2026-11-18T01:00:30Z'))).toBe(age);
  });

  it.each([
    [
      { startValue: 1000, endValue: 1120.5, percentageChange: 12.05 },
      'week',
      'Your investments rose by $120.50 (12.05%) over the past week, to $1,120.50.',
    ],
    [
      { startValue: 1000.1, endValue: 990, percentageChange: -1.01 },
      'hour',
      'Your investments fell by $10.10 (1.01%) over the past hour, to $990.00.',
    ],
    [
      { startValue: 500, endValue: 500, percentageChange: 0 },
      'day',
      'Your investments held steady at $500.00 over the past day.',
    ],
    [
      { startValue: 0, endValue: 25, percentageChange: null },
      'month',
      'Your investments rose by $25.00 over the past month, to $25.00.',
    ],
    [{ startValue: null, endValue: null, percentageChange: null }, 'day', 'No prices to chart over the past day yet.'],
  ] as const)('says %j over the %s as: %s', (chart, period, sentence) => {
    expect(chartSentence(chart, period)).toBe(sentence);
  });

  it('adds the values in cents', () => {
    expect(totalValue([{ currentValue: 0.1 }, { currentValue: 0.2 }, { currentValue: 8.29 }])).toBe(8.59);
  });
});

describe('investment figures for a German reader of a family in euros', () => {
  it("writes prices and volumes with the reader's marks and the family's currency", () => {
    setMoneyDisplay({ locale: 'de-DE', currency: 'EUR' });
    try {
      expect(formatPrice(67187.33)).toBe('67.187,33\u00a0€');
      expect(formatPrice(0.00001234)).toBe('0,00001234\u00a0€');
      expect(formatVolume('25000000.5')).toBe('25.000.000,5');
    } finally {
      setMoneyDisplay({ locale: 'en-US', currency: 'USD' });
    }
  });
});
