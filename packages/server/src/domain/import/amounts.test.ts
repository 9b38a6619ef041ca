import { describe, expect, it } from 'vitest';
import { guessDecimalSeparator, readAmount } from './amounts.js';

describe('reading amounts', () => {
  it.each([
    ['12.50', '.', 1250],
    ['-84.37', '.', -8437],
    ['+7', '.', 700],
    ['1,234.56', '.', 123456],
    ['"1,234.56"', '.', null],
    ['$ 1,234.56', '.', 123456],
    ['-$12.00', '.', -1200],
    ['(12.00)', '.', -1200],
    ['12.00 CR', '.', 1200],
    ['12.00 DR', '.', -1200],
    ['4,118.55 CR', '.', 411855],
    ['1.234,56', ',', 123456],
    ['-1.234,56', ',', -123456],
    ['1.234,56-', ',', -123456],
    ['−3,50 €', ',', -350],
    ['1 234,56', ',', 123456],
    ["1'234.50", '.', 123450],
    ['0.42', '.', 42],
    ['.5', '.', 50],
    ['12.500', '.', 1250],
    ['0', '.', 0],
    ['-0.00', '.', 0],
    ['EUR 56,78', ',', 5678],
  ] as const)('%s with a decimal %s is %s cents', (text, decimal, cents) => {
    expect(readAmount(text, decimal).cents).toBe(cents);
  });

  it.each([
    ['abc', '.', 'not a number'],
    ['12,3,4', ',', 'not a number'],
    ['1.2.3', '.', 'not a number'],
    ['12.345', '.', 'more than two decimals'],
    ['99999999999999.00', '.', 'too large'],
    ['', '.', 'not a number'],
    ['-', '.', 'not a number'],
  ] as const)('refuses %j with a decimal %s: %s', (text, decimal, problem) => {
    expect(readAmount(text, decimal)).toEqual({ cents: null, problem });
  });
});

describe('guessing the decimal separator', () => {
  it.each([
    [['12.50', '-3.20', '1,204.00'], '.', '.'],
    [['12,50', '-3,20', '1.204,00'], '.', ','],
    [['1.234', '5'], '.', '.'],
    [['1.234', '5'], ',', ','],
    [['3.250,00', '-56,78', '-1.234,56'], ',', ','],
    [['4,118.55 CR', '87.65'], '.', '.'],
  ] as const)('%j (fallback %s) uses %s', (samples, fallback, expected) => {
    expect(guessDecimalSeparator([...samples], fallback)).toBe(expected);
  });
});
