import { describe, expect, it } from 'vitest';
import { guessDateOrder, readDate } from './dates.js';

describe('reading dates', () => {
  it.each([
    ['2026-03-15', 'DMY', '2026-03-15'],
    ['2026/03/15', 'MDY', '2026-03-15'],
    ['20260315', 'DMY', '2026-03-15'],
    ['2026-03-15T10:42:00Z', 'DMY', '2026-03-15'],
    ['2026-03-15 10:42', 'DMY', '2026-03-15'],
    ['15/03/2026', 'DMY', '2026-03-15'],
    ['03/15/2026', 'MDY', '2026-03-15'],
    ['15.03.2026', 'DMY', '2026-03-15'],
    ['15.03.26', 'DMY', '2026-03-15'],
    ['1/2/2026', 'DMY', '2026-02-01'],
    ['1/2/2026', 'MDY', '2026-01-02'],
    ["3/15'26", 'MDY', '2026-03-15'],
    ["3/15' 6", 'MDY', null],
    ['15 Mar 2026', 'MDY', '2026-03-15'],
    ['15-Mar-26', 'MDY', '2026-03-15'],
    ['March 15, 2026', 'DMY', '2026-03-15'],
    ['Sept 3 2026', 'DMY', '2026-09-03'],
    ['31/02/2026', 'DMY', null],
    ['29/02/2028', 'DMY', '2028-02-29'],
    ['15/03/1899', 'DMY', null],
    ['15/03/70', 'DMY', '1970-03-15'],
    ['15/03/69', 'DMY', '2069-03-15'],
    ['15/03/2026', 'MDY', null],
    ['yesterday', 'DMY', null],
    ['', 'DMY', null],
    ['  2026-03-15T23:59:59.999+10:00  ', 'DMY', '2026-03-15'],
    [`1${' '.repeat(70)}1`, 'DMY', null],
  ] as const)('%j read %s is %s', (text, order, iso) => {
    expect(readDate(text, order)).toBe(iso);
  });

  it('reads a long cell at once (the expressions would take minutes over its spaces)', () => {
    const started = performance.now();
    expect(readDate(`1${' '.repeat(4_000_000)}1`, 'DMY')).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('guessing the order of day and month', () => {
  it.each([
    ['a day above 12 settles it (day first)', ['02/03/2026', '15/03/2026'], 'DMY'],
    ['a day above 12 settles it (month first)', ['03/02/2026', '03/15/2026'], 'MDY'],
    ['year first', ['2026-03-02', '2026-03-15'], 'YMD'],
    [
      'ambiguous: the order that keeps the rows in date order (day first)',
      ['01/03/2026', '02/03/2026', '03/03/2026', '04/03/2026'],
      'DMY',
    ],
    [
      'ambiguous: the order that keeps the rows in date order (month first)',
      ['03/01/2026', '03/02/2026', '03/03/2026', '03/04/2026'],
      'MDY',
    ],
    ['ambiguous and unordered: the narrower span', ['01/03/2026', '03/03/2026', '02/03/2026'], 'DMY'],
    ['month names', ['15 Mar 2026', '16 Mar 2026'], 'YMD'],
  ] as const)('%s', (_name, samples, order) => {
    expect(guessDateOrder([...samples])).toBe(order);
  });

  it('falls back to the order given when nothing tells them apart', () => {
    expect(guessDateOrder(['05/05/2026'], 'MDY')).toBe('MDY');
    expect(guessDateOrder(['05/05/2026'], 'DMY')).toBe('DMY');
  });
});
