import { describe, expect, it } from 'vitest';
import { numberMarksOf } from '../lib/money-display';
import {
  decimalTextOf,
  readDecimalText,
  cleanMoneyTyping,
  moneyTextOf,
  NO_MINUS,
  notAnAmount,
  readMoneyText,
  tooLarge,
  TOO_MANY_DECIMALS,
  unclearAmount,
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
    { text: '1.2.3', allowNegative: false, read: { kind: 'refused', message: notAnAmount() } },
    { text: '1000000000000', allowNegative: false, read: { kind: 'amount', value: 1_000_000_000_000 } },
    { text: '1,000,000,000,000.00', allowNegative: false, read: { kind: 'amount', value: 1_000_000_000_000 } },
    { text: '1000000000000.01', allowNegative: false, read: { kind: 'refused', message: tooLarge() } },
    { text: '99999999999999999', allowNegative: false, read: { kind: 'refused', message: tooLarge() } },
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

describe("readMoneyText in the reader's locale", () => {
  const marksOf = (locale: string, currency = 'USD') => numberMarksOf({ locale, currency });
  const en = marksOf('en-US');
  const de = marksOf('de-DE');
  const at = marksOf('de-AT', 'EUR');
  const fr = marksOf('fr-FR', 'EUR');
  const ch = marksOf('de-CH', 'CHF');
  const dk = marksOf('da-DK', 'DKK');
  it.each([
    // A decimal comma is a decimal mark wherever it cannot be a thousands separator.
    { marks: de, text: '3,20', read: { kind: 'amount', value: 3.2 } },
    { marks: en, text: '3,20', read: { kind: 'amount', value: 3.2 } },
    { marks: de, text: '3.20', read: { kind: 'amount', value: 3.2 } },
    { marks: de, text: '12,34', read: { kind: 'amount', value: 12.34 } },
    { marks: de, text: '0,5', read: { kind: 'amount', value: 0.5 } },
    { marks: de, text: '2.500,00', read: { kind: 'amount', value: 2500 } },
    { marks: en, text: '2.500,00', read: { kind: 'amount', value: 2500 } },
    { marks: de, text: '1,234.50', read: { kind: 'amount', value: 1234.5 } },
    // One mark before three digits: the locale says whether it groups thousands or starts the cents.
    { marks: de, text: '12.345', read: { kind: 'amount', value: 12345 } },
    { marks: en, text: '12.345', read: { kind: 'refused', message: TOO_MANY_DECIMALS } },
    { marks: en, text: '1,234', read: { kind: 'amount', value: 1234 } },
    { marks: de, text: '1,234', read: { kind: 'refused', message: TOO_MANY_DECIMALS } },
    { marks: fr, text: '12.345', read: { kind: 'refused', message: unclearAmount(fr) } },
    { marks: en, text: '0,500', read: { kind: 'refused', message: TOO_MANY_DECIMALS } },
    { marks: de, text: '1.234.567', read: { kind: 'amount', value: 1234567 } },
    { marks: de, text: '1.234.567,89', read: { kind: 'amount', value: 1234567.89 } },
    { marks: de, text: '1.23.4', read: { kind: 'refused', message: notAnAmount(de) } },
    { marks: de, text: '1,234,5', read: { kind: 'refused', message: notAnAmount(de) } },
    // What the locale itself writes reads back: spaces, apostrophes, its currency sign.
    { marks: fr, text: '1\u202f234,50\u00a0€', read: { kind: 'amount', value: 1234.5 } },
    { marks: ch, text: "CHF 1'234.50", read: { kind: 'amount', value: 1234.5 } },
    { marks: ch, text: 'CHF 1\u2019234.50', read: { kind: 'amount', value: 1234.5 } },
    { marks: dk, text: '1.234,50 kr.', read: { kind: 'amount', value: 1234.5 } },
    { marks: at, text: '€ 2.500,00', read: { kind: 'amount', value: 2500 } },
    { marks: de, text: '99999999999999', read: { kind: 'refused', message: tooLarge() } },
    { marks: de, text: '-5', read: { kind: 'refused', message: NO_MINUS } },
    { marks: de, text: '−5,5', read: { kind: 'refused', message: NO_MINUS } },
  ])('$text in $marks.decimal-decimal locale', ({ marks, text, read }) => {
    expect(readMoneyText(text, false, marks)).toEqual(read);
  });

  it.each([
    { marks: de, text: '-2.500,00', value: -2500 },
    { marks: de, text: '−5,5', value: -5.5 },
    { marks: en, text: '-$5', value: -5 },
  ])('reads $text below zero where a minus is taken', ({ marks, text, value }) => {
    expect(readMoneyText(text, true, marks)).toEqual({ kind: 'amount', value });
  });

  it.each([
    { locale: 'en-US', currency: 'USD' },
    { locale: 'de-DE', currency: 'EUR' },
    { locale: 'de-AT', currency: 'EUR' },
    { locale: 'fr-FR', currency: 'EUR' },
    { locale: 'de-CH', currency: 'CHF' },
    { locale: 'da-DK', currency: 'DKK' },
    { locale: 'en-GB', currency: 'GBP' },
    { locale: 'ja-JP', currency: 'JPY' },
    { locale: 'hi-IN', currency: 'INR' },
  ])('reads back every amount $locale writes in $currency', ({ locale, currency }) => {
    const marks = numberMarksOf({ locale, currency });
    const write = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of [0, 0.05, 3.2, 1234.5, -1234.5, 12345678.91, 999_999_999_999.99])
      expect(readMoneyText(write.format(value), true, marks)).toEqual({ kind: 'amount', value });
  });
});

describe('cleanMoneyTyping', () => {
  it.each([
    { text: '12.34', kept: '12.34', dropped: null },
    { text: 'abc-12.345x', kept: '-12.345', dropped: notAnAmount() },
    { text: '-12', kept: '-12', dropped: null },
    { text: '$1,234.50', kept: '$1,234.50', dropped: null },
  ])('"$text" keeps "$kept"', ({ text, kept, dropped }) => {
    expect(cleanMoneyTyping(text)).toEqual({ text: kept, dropped });
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

describe("readDecimalText: a volume or a price per unit in the reader's locale", () => {
  const marksOf = (locale: string) => numberMarksOf({ locale, currency: 'EUR' });
  it.each([
    ['en-US', '0.00012345', '0.00012345'],
    ['de-DE', '0,00012345', '0.00012345'],
    ['de-DE', '0,5', '0.5'],
    ['en-US', '0,5', '0.5'],
    ['de-DE', '1.234,5', '1234.5'],
    ['de-DE', '1.234', '1234'],
    ['en-US', '1.234', '1.234'],
    ['en-US', '1,234.50', '1234.5'],
    ['fr-FR', '2 650,10', '2650.1'],
    ['de-CH', "1'234.5", '1234.5'],
    ['en-US', '007', '7'],
  ])('%s reads %s as %s', (locale, typed, text) => {
    expect(readDecimalText(typed, 8, marksOf(locale))).toEqual({ kind: 'decimal', text });
  });

  it.each([
    ['en-US', '0.000000001', 'At most 8 decimals'],
    ['de-DE', '-1', 'No minus sign: amounts are above zero'],
    ['de-DE', '1,2,3', 'Digits and one decimal comma only, like 1.234,50'],
    ['en-US', 'abc', 'Digits and one decimal point only, like 1,234.50'],
  ])('%s refuses %s: %s', (locale, typed, message) => {
    expect(readDecimalText(typed, 8, marksOf(locale))).toEqual({ kind: 'refused', message });
  });

  it('reads nothing as empty', () => {
    expect(readDecimalText('  ', 8, marksOf('de-DE'))).toEqual({ kind: 'empty' });
  });

  it.each([
    ['de-DE', '0.5', '0,5'],
    ['en-US', '0.5', '0.5'],
    ['de-DE', '12', '12'],
  ])('%s writes %s in a box as %s', (locale, text, shown) => {
    expect(decimalTextOf(text, marksOf(locale))).toBe(shown);
  });
});
