import { describe, expect, it } from 'vitest';
import { readCents } from './csv-text.js';
import { ynabDate, ynabDateOrder } from './ynab-dates.js';

describe('readCents', () => {
  it.each([
    ['$21.05', 2105],
    ['-$70.47', -7047],
    ['$1,055.00', 105500],
    ['€3000.00', 300000],
    ['1.234,56 €', 123456],
    ['-964.44', -96444],
    ['-3900', -390000],
    ['Rp37.000', 3700000],
    ['', 0],
    ['n/a', null],
  ])('%s → %s', (text, cents) => expect(readCents(text)).toBe(cents));
});

describe('YNAB dates', () => {
  it.each([
    [['08/01/2017', '08/13/2017'], 'MDY', '2017-08-01'],
    [['15/01/2026', '01/02/2026'], 'DMY', '2026-01-15'],
    [['2026/01/15'], 'YMD', '2026-01-15'],
    [['05.01.2026'], 'DMY', '2026-01-05'],
    [['01/02/2026'], 'MDY', '2026-01-02'],
  ])('%j is read %s', (dates, order, first) => {
    expect(ynabDateOrder(dates)).toBe(order);
    expect(ynabDate(dates[0] as string, ynabDateOrder(dates))).toBe(first);
  });

  it('refuses a day that does not exist', () => expect(ynabDate('02/30/2026', 'MDY')).toBeNull());
});
