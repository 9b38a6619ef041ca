import { afterEach, describe, expect, it } from 'vitest';
import { setMoneyDisplay } from '../../lib/money-display';
import { valueAxis } from './value-axis';

describe('the investment value axis', () => {
  afterEach(() => setMoneyDisplay({ locale: 'en-US', currency: 'USD' }));

  it.each([
    { locale: 'de-AT', currency: 'EUR', labels: ['€ 2.000', '€ 2.200', '€ 3.000'] },
    { locale: 'de-DE', currency: 'EUR', labels: ['2.000 €', '2.200 €', '3.000 €'] },
    { locale: 'en-GB', currency: 'GBP', labels: ['£2,000', '£2,200', '£3,000'] },
    { locale: 'en-US', currency: 'USD', labels: ['$2,000', '$2,200', '$3,000'] },
  ])('is labelled in $currency as $locale writes it', ({ locale, currency, labels }) => {
    setMoneyDisplay({ locale, currency });
    const axis = valueAxis([2040.5, 2980]);
    expect(axis.domain).toEqual([2000, 3000]);
    // Intl writes a no-break space between the number and the symbol.
    const written = axis.ticks.map(axis.tickFormatter).map((label) => label.replace(/\u00a0/g, ' '));
    expect([written[0], written[1], written.at(-1)]).toEqual(labels);
  });
});
