import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvFileName, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    { name: 'plain text', cell: 'Groceries', expected: 'Groceries' },
    { name: 'a comma is quoted', cell: 'Food, drink', expected: '"Food, drink"' },
    { name: 'quotes are doubled inside quotes', cell: 'The "good" shop', expected: '"The ""good"" shop"' },
    { name: 'a line break is quoted', cell: 'two\nlines', expected: '"two\nlines"' },
    { name: 'a carriage return is quoted', cell: 'two\r\nlines', expected: '"two\r\nlines"' },
    { name: 'a formula is defused', cell: '=SUM(A1:A9)', expected: "'=SUM(A1:A9)" },
    {
      name: 'a formula with a comma is defused and quoted',
      cell: '=HYPERLINK("x",1)',
      expected: '"\'=HYPERLINK(""x"",1)"',
    },
    { name: 'a leading plus is defused', cell: '+44 shop', expected: "'+44 shop" },
    { name: 'an at sign is defused', cell: '@home', expected: "'@home" },
    { name: 'a negative decimal stays a number', cell: '-12.50', expected: '-12.50' },
    { name: 'a text starting with a minus is defused', cell: '-1+2', expected: "'-1+2" },
    { name: 'accents pass as they are', cell: 'Café', expected: 'Café' },
    { name: 'empty text', cell: '', expected: '' },
    { name: 'null is empty', cell: null, expected: '' },
    { name: 'a number', cell: 1234.5, expected: '1234.5' },
    { name: 'a negative number', cell: -3, expected: '-3' },
    { name: 'not a number is empty', cell: Number.NaN, expected: '' },
  ])('$name', ({ cell, expected }) => {
    expect(csvField(cell)).toBe(expected);
  });
});

describe('csvAmount', () => {
  it.each([
    { amount: 1234.5, expected: '1234.50' },
    { amount: 1234.567, expected: '1234.57' },
    { amount: 0.1 + 0.2, expected: '0.30' },
    { amount: -12, expected: '-12.00' },
    { amount: -0.001, expected: '0.00' },
    { amount: 0, expected: '0.00' },
    { amount: 1_000_000_000_000, expected: '1000000000000.00' },
  ])('$amount is written $expected', ({ amount, expected }) => {
    expect(csvAmount(amount)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes the headings, then one CRLF-ended line per row', () => {
    const csv = toCsv(
      ['Subcategory', 'Amount'],
      [
        ['Food - Groceries', '1234.56'],
        ['Rent, flat', '-50.00'],
        ['Nothing', null],
      ],
    );
    expect(csv).toBe('Subcategory,Amount\r\nFood - Groceries,1234.56\r\n"Rent, flat",-50.00\r\nNothing,\r\n');
  });

  it('writes only the headings for no rows', () => {
    expect(toCsv(['Date', 'Balance'], [])).toBe('Date,Balance\r\n');
  });
});

describe('csvFileName', () => {
  it.each([
    { parts: ['Category amounts', '2 years'], expected: 'category-amounts-2-years' },
    {
      parts: ['Historical balance', 'Café Account', '730 days', ''],
      expected: 'historical-balance-cafe-account-730-days',
    },
    { parts: ['Net worth', 24], expected: 'net-worth-24' },
    { parts: ['***'], expected: 'report' },
  ])('$expected', ({ parts, expected }) => {
    expect(csvFileName(parts)).toBe(expected);
  });
});
