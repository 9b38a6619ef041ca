import { describe, expect, it } from 'vitest';
import {
  cleanMoneyTyping,
  moneyTextOf,
  NO_MINUS,
  NOT_AN_AMOUNT,
  readMoneyText,
  TOO_LARGE,
  TOO_MANY_DECIMALS,
} from './money-text';

describe('readMoneyText', () => {
  it.each([
    { text: '', allowNegative: false, read: { kind: 'empty' } },
    { text: '$', allowNegative: false, read: { kind: 'empty' } },
    { text: '.', allowNegative: false, read: { kind: 'empty' } },
    { text: '12', allowNegative: false, read: { kind: 'amount', value: 12 } },
    { text: '12.', allowNegative: false, read: { kind: 'amount', value: 12 } },
    { text: '.5', allowNegative: false, read: { kind: 'amount', value: 0.5 } },
    { text: '$1,234.56', allowNegative: false, read: { kind: 'amount', value: 1234.56 } },
    { text: ' 1 234.5 ', allowNegative: false, read: { kind: 'amount', value: 1234.5 } },
    { text: '0.10', allowNegative: false, read: { kind: 'amount', value: 0.1 } },
    { text: '1.005', allowNegative: false, read: { kind: 'refused', message: TOO_MANY_DECIMALS } },
    { text: '1.2.3', allowNegative: false, read: { kind: 'refused', message: NOT_AN_AMOUNT } },
    { text: '1000000000000', allowNegative: false, read: { kind: 'amount', value: 1_000_000_000_000 } },
    { text: '1,000,000,000,000.00', allowNegative: false, read: { kind: 'amount', value: 1_000_000_000_000 } },
    { text: '1000000000000.01', allowNegative: false, read: { kind: 'refused', message: TOO_LARGE } },
    { text: '99999999999999999', allowNegative: false, read: { kind: 'refused', message: TOO_LARGE } },
    { text: '999999999999.99', allowNegative: false, read: { kind: 'amount', value: 999_999_999_999.99 } },
    { text: '-12.50', allowNegative: true, read: { kind: 'amount', value: -12.5 } },
    { text: '-$1,000', allowNegative: true, read: { kind: 'amount', value: -1000 } },
    { text: '-', allowNegative: true, read: { kind: 'empty' } },
    { text: '-0', allowNegative: true, read: { kind: 'amount', value: 0 } },
  ])('"$text" (negative allowed: $allowNegative)', ({ text, allowNegative, read }) => {
    expect(readMoneyText(text, allowNegative)).toEqual(read);
  });

  it('reads every cent of the largest amounts exactly', () => {
    const read = readMoneyText('987,654,321,098.76');
    expect(read).toEqual({ kind: 'amount', value: 987654321098.76 });
    if (read.kind === 'amount') expect(moneyTextOf(read.value)).toBe('$987,654,321,098.76');
  });
});

describe('cleanMoneyTyping', () => {
  it.each([
    { text: '12.34', allowNegative: false, kept: '12.34', dropped: null },
    { text: 'abc-12.345x', allowNegative: false, kept: '12.345', dropped: NO_MINUS },
    { text: '12x', allowNegative: false, kept: '12', dropped: NOT_AN_AMOUNT },
    { text: '-12', allowNegative: false, kept: '12', dropped: NO_MINUS },
    { text: '-12', allowNegative: true, kept: '-12', dropped: null },
    { text: '1-2', allowNegative: true, kept: '12', dropped: NOT_AN_AMOUNT },
    { text: '$1,234.50', allowNegative: false, kept: '$1,234.50', dropped: null },
  ])('"$text" keeps "$kept"', ({ text, allowNegative, kept, dropped }) => {
    expect(cleanMoneyTyping(text, allowNegative)).toEqual({ text: kept, dropped });
  });
});

describe('moneyTextOf', () => {
  it.each([
    { value: null, text: '' },
    { value: 0, text: '$0.00' },
    { value: 1234.5, text: '$1,234.50' },
    { value: -950, text: '-$950.00' },
  ])('$value shows as "$text"', ({ value, text }) => {
    expect(moneyTextOf(value)).toBe(text);
  });
});
