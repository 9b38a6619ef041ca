import { describe, expect, it } from 'vitest';
import { centsText, diffRecords, flagText, namesText, type ReadableRecord } from './field-diff.js';

describe('diffRecords', () => {
  it.each<[string, ReadableRecord | null, ReadableRecord | null, ReturnType<typeof diffRecords>]>([
    ['nothing changed', { amount: '12.34', date: '2026-03-12' }, { amount: '12.34', date: '2026-03-12' }, []],
    [
      'one field changed',
      { amount: '12.34', date: '2026-03-12' },
      { amount: '15.00', date: '2026-03-12' },
      [{ field: 'amount', from: '12.34', to: '15.00' }],
    ],
    [
      'a record created lists every field with a value',
      null,
      { description: 'Rent', amount: '800.00', tags: null },
      [
        { field: 'description', from: null, to: 'Rent' },
        { field: 'amount', from: null, to: '800.00' },
      ],
    ],
    [
      'a field gone (a line removed) reads as set to nothing',
      { amount: '15.00', 'line2.amount': '5.00' },
      { amount: '15.00' },
      [{ field: 'line2.amount', from: '5.00', to: null }],
    ],
    [
      'a field new (a line added) reads as set from nothing',
      { amount: '10.00' },
      { amount: '10.00', 'line2.subcategory': 'Food › Groceries' },
      [{ field: 'line2.subcategory', from: null, to: 'Food › Groceries' }],
    ],
    [
      'fields come in the order of the record after, then those only before had',
      { date: '2026-01-01', tags: 'Holiday', amount: '1.00' },
      { amount: '2.00', date: '2026-01-02' },
      [
        { field: 'amount', from: '1.00', to: '2.00' },
        { field: 'date', from: '2026-01-01', to: '2026-01-02' },
        { field: 'tags', from: 'Holiday', to: null },
      ],
    ],
    [
      'a record deleted for good lists what it held',
      { name: 'Savings' },
      null,
      [{ field: 'name', from: 'Savings', to: null }],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(diffRecords(before, after)).toEqual(expected);
  });
});

describe('centsText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [90071992547409, '900719925474.09'],
  ])('%i cents read %s', (cents, text) => {
    expect(centsText(cents)).toBe(text);
  });
});

describe('namesText and flagText', () => {
  it.each([
    [[], null],
    [['Holiday'], 'Holiday'],
    [['Work', 'Holiday'], 'Holiday, Work'],
  ])('%j reads %s', (names, text) => {
    expect(namesText(names)).toBe(text);
  });
  it.each([
    [1, 'yes'],
    [0, 'no'],
    [true, 'yes'],
    [null, 'no'],
  ])('%s reads %s', (flag, text) => {
    expect(flagText(flag)).toBe(text);
  });
});
