import { describe, expect, it } from 'vitest';
import { numberOf, roundedUnits, textOf, unitsOf, valueInCents } from './decimal-units.js';

describe('exact decimal units', () => {
  it.each([
    ['0.00012345', 12345],
    ['1', 100_000_000],
    ['1.5', 150_000_000],
    ['0.1', 10_000_000],
    ['0.10000000', 10_000_000],
    ['90000000', 9_000_000_000_000_000],
    ['89999999.99999999', 8_999_999_999_999_999],
    ['0', 0],
  ])('reads %s as %i units of 0.00000001', (text, units) => {
    expect(unitsOf(text, 8)).toBe(units);
    expect(unitsOf(textOf(units, 8), 8)).toBe(units);
  });

  it.each([['0.000000001'], ['1e-8'], ['-1'], ['abc'], ['']])('refuses %s', (text) => {
    expect(() => unitsOf(text, 8)).toThrow(RangeError);
  });

  it.each([
    [12345, '0.00012345'],
    [150_000_000, '1.5'],
    [100_000_000, '1'],
    [1, '0.00000001'],
    [-250_000_000, '-2.5'],
    [9_000_000_000_000_000, '90000000'],
  ])('writes %i units as %s', (units, text) => {
    expect(textOf(units, 8)).toBe(text);
  });

  it('adds volumes without a float: 0.1 + 0.2 is 0.3', () => {
    expect(textOf(unitsOf('0.1', 8) + unitsOf('0.2', 8), 8)).toBe('0.3');
    expect(numberOf(unitsOf('0.1', 8) + unitsOf('0.2', 8), 8)).toBe(0.3);
  });

  it.each([
    [67187.33, 6_718_733_000_000],
    [0.00001234, 1234],
    [1.2345e-7, 12],
    [1.5e-8, 2],
    [2650.100195, 265_010_019_500],
    [9_999_999.99999999, 999_999_999_999_999],
    [0, 0],
  ])('rounds the provider price %d to %i units', (price, units) => {
    expect(roundedUnits(price, 8)).toBe(units);
  });

  it.each([
    // 0.00012345 BTC at $67,187.33 is $8.2942759885: 829 cents.
    ['0.00012345', '67187.33', 829],
    ['1.5', '2650.10', 397515],
    ['0.5', '0.01', 1],
    ['0.4', '0.01', 0],
    ['90000000', '10000000', 90_000_000 * 10_000_000 * 100],
    ['0.00000001', '0.00000001', 0],
  ])('values %s units at $%s as %i cents', (volume, price, cents) => {
    expect(valueInCents(unitsOf(volume, 8), unitsOf(price, 8))).toBe(cents);
  });
});
