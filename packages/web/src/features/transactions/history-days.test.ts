import { describe, expect, it } from 'vitest';
import { parseHistoryDays } from './history-days';

describe('parseHistoryDays', () => {
  it.each([
    { text: null, expected: 30 },
    { text: '', expected: 30 },
    { text: '30', expected: 30 },
    { text: '60', expected: 60 },
    { text: '90', expected: 90 },
    { text: '180', expected: 180 },
    { text: '45', expected: 30 },
    { text: '180.0', expected: 30 },
    { text: 'ninety', expected: 30 },
  ])('$text reads as $expected', ({ text, expected }) => {
    expect(parseHistoryDays(text)).toBe(expected);
  });
});
