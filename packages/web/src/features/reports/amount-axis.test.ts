import { describe, expect, it } from 'vitest';
import { setMoneyDisplay } from '../../lib/money-display';
import { amountAxis, axisAmount } from './amount-axis';

describe('amountAxis', () => {
  it.each([
    {
      name: 'a line keeps its own range, in hundreds',
      values: [1234.56, 1890.1],
      fromZero: false,
      domain: [1200, 2000],
    },
    { name: 'bars stand on zero', values: [1234.56, 1890.1], fromZero: true, domain: [0, 2000] },
    { name: 'bars below zero reach down to a round step', values: [-250.75, 420], fromZero: true, domain: [-400, 600] },
    { name: 'bars of nothing', values: [0, 0], fromZero: true, domain: [0, 100] },
    { name: 'no bars', values: [], fromZero: true, domain: [0, 100] },
    { name: 'small amounts', values: [12.5, 30], fromZero: true, domain: [0, 100] },
  ])('$name', ({ values, fromZero, domain }) => {
    const axis = amountAxis(values, { fromZero });
    expect(axis.domain).toEqual(domain);
    expect(axis.domain.every((limit) => limit % 100 === 0)).toBe(true);
    expect(axis.ticks[0]).toBe(domain[0]);
    expect(axis.ticks.at(-1)).toBe(domain[1]);
  });
});

describe('axisAmount', () => {
  it.each([
    { value: 2500, expected: '$2,500' },
    { value: -300, expected: '-$300' },
    { value: 0, expected: '$0' },
  ])('$value reads $expected', ({ value, expected }) => {
    expect(axisAmount(value)).toBe(expected);
  });

  it("writes the family's currency with the reader's separators", () => {
    setMoneyDisplay({ locale: 'de-AT', currency: 'EUR' });
    try {
      expect(axisAmount(12500).replace(/\u00a0/g, ' ')).toBe('€ 12.500');
    } finally {
      setMoneyDisplay({ locale: 'en-US', currency: 'USD' });
    }
  });
});
