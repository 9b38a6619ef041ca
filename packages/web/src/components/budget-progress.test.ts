import { describe, expect, it } from 'vitest';
import { barFill, budgetLevel, formatPercentage, nothingToSpend, overspent } from './budget-progress';

describe('budgetLevel (spec section 9: success to 50%, warning to 75%, danger above)', () => {
  it.each([
    [0, 'success'],
    [-12, 'success'],
    [50, 'success'],
    [50.1, 'warning'],
    [75, 'warning'],
    [75.1, 'danger'],
    [100, 'danger'],
    [250, 'danger'],
  ] as const)('%s%% used is %s', (percentage, level) => {
    expect(budgetLevel(percentage)).toBe(level);
  });
});

describe('barFill', () => {
  it.each([
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [180, 100],
    [-20, 0],
    [Number.NaN, 0],
  ])('%s%% fills %s', (percentage, fill) => {
    expect(barFill(percentage)).toBe(fill);
  });
});

describe('formatPercentage', () => {
  it.each([
    [0, '0%'],
    [62.5, '62.5%'],
    [100, '100%'],
    [33.333, '33.3%'],
    [-0.01, '0%'],
    [212.46, '212.5%'],
  ])('%s reads %s', (percentage, text) => {
    expect(formatPercentage(percentage)).toBe(text);
  });
});

describe('overspent and nothingToSpend', () => {
  it.each([
    [50, 100, 0, false],
    [100, 100, 0, false],
    [130.1, 100, 30.1, false],
    [3313.47, -73043.23, 76356.7, true],
    [0, 0, 0, true],
    [0.1, 0.3, 0, false],
  ])('%s used of %s: %s over, nothing to spend %s', (used, allowance, over, nothing) => {
    expect(overspent(used, allowance)).toBe(over);
    expect(nothingToSpend(allowance)).toBe(nothing);
  });
});
