import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, hasAtMostTwoDecimals, toCents } from './money.js';
import { moneySchema } from './money-schema.js';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [19.99, 1999],
    [-12.34, -1234],
    [1234567.89, 123456789],
    [0.07, 7],
  ])('turns %d into %d cents exactly', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('never drifts when summing split amounts', () => {
    const lines = [0.1, 0.2, 0.3, 19.99, 0.01];
    expect(lines.map(toCents).reduce((a, b) => a + b, 0)).toBe(2060);
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [-1200, '-$12.00'],
    [5, '$0.05'],
    [100000000, '$1,000,000.00'],
  ])('shows %d cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('formats API decimals the same way', () => {
    expect(formatAmount(1234.5)).toBe('$1,234.50');
  });
});

describe('moneySchema', () => {
  it.each([
    [12.34, true],
    [12, true],
    [-0.01, true],
    [12.345, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [1e16, false],
  ])('accepts %d: %s', (value, valid) => {
    expect(moneySchema.safeParse(value).success).toBe(valid);
  });

  it('refuses text', () => {
    expect(moneySchema.safeParse('12.00').success).toBe(false);
  });

  it.each([
    [0.1 + 0.2, false],
    [0.3, true],
    [100.25, true],
  ])('hasAtMostTwoDecimals(%d) is %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});
