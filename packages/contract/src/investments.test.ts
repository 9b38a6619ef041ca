import { describe, expect, it } from 'vitest';
import { decimalText, investmentChartRequestSchema } from './investments.js';

describe('decimal volumes and prices', () => {
  it.each([
    ['0.00012345', '0.00012345'],
    [0.00012345, '0.00012345'],
    ['00012.50000', '12.5'],
    [1, '1'],
    [0.1, '0.1'],
    ['90000000', '90000000'],
    [' 2.5 ', '2.5'],
    ['0', '0'],
  ])('reads %s as %s', (value, text) => {
    expect(decimalText(value, 8, 90_000_000)).toEqual({ text });
  });

  it.each([
    ['1.123456789', 'must have at most 8 decimals'],
    [0.000000001, 'must have at most 8 decimals'],
    ['-1', 'must not be negative'],
    [-0.5, 'must not be negative'],
    ['1e5', 'must be a decimal number such as 0.5'],
    ['', 'must be a decimal number such as 0.5'],
    ['90000000.00000001', 'must be at most 90,000,000'],
    [1e21, 'must be at most 90,000,000'],
    [Number.NaN, 'must be a number'],
  ])('refuses %s: %s', (value, problem) => {
    expect(decimalText(value, 8, 90_000_000)).toEqual({ problem });
  });
});

describe('the chart period', () => {
  it.each([
    [{ InvestmentChartPeriod: 1 }, 'hour'],
    [{ investmentChartPeriod: 4 }, 'month'],
    [{ InvestmentChartPeriod: '1 Week' }, 'week'],
    [{ investmentChartPeriod: 'day' }, 'day'],
    [{}, 'day'],
  ])('reads %j as %s', (body, period) => {
    expect(investmentChartRequestSchema.parse(body)).toEqual({ period });
  });

  it('refuses a period it does not know', () => {
    expect(investmentChartRequestSchema.safeParse({ InvestmentChartPeriod: 0 }).success).toBe(false);
  });
});
