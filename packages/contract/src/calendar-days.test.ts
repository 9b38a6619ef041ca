import { describe, expect, it } from 'vitest';
import { addMonthsKeepingDay, weekdayOfDay } from './calendar-days.js';
import { toDayNumber } from './dates.js';

describe('addMonthsKeepingDay', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-01-30', 1, '2026-02-28'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s plus %d months is %s', (start, months, expected) => {
    expect(addMonthsKeepingDay(start, months)).toBe(expected);
  });
});

describe('weekdayOfDay', () => {
  it.each([
    { date: '1970-01-01', weekday: 4 },
    { date: '2027-01-31', weekday: 7 },
    { date: '2027-02-01', weekday: 1 },
    { date: '1969-12-28', weekday: 7 },
  ])('$date is day $weekday of the week', ({ date, weekday }) => {
    expect(weekdayOfDay(toDayNumber(date))).toBe(weekday);
  });
});
