import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text-parser';

describe('parseDateText', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    [' 2026-03-05 ', '2026-03-05'],
    ['05 Mar 2026', '2026-03-05'],
    ['5 mar 2026', '2026-03-05'],
    ['5 March 2026', '2026-03-05'],
    ['5-Mar-2026', '2026-03-05'],
    ['29 Feb 2024', '2024-02-29'],
    ['5/3/2026', '2026-03-05'],
    ['31.12.2025', '2025-12-31'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseDateText(text)).toBe(expected);
  });

  it.each(['', 'yesterday', '2026-02-30', '29 Feb 2025', '32/1/2026', '5 Foo 2026', '3/13/2026', '2026/03/05'])(
    'refuses %j',
    (text) => {
      expect(parseDateText(text)).toBeNull();
    },
  );
});
