import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isoDateSchema } from './date-schema.js';
import { addDays, dayInTimeZone, formatDate, fromDayNumber, isDateInRange, isIsoDate, toDayNumber } from './dates.js';

describe('isIsoDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['26-11-22', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('the accepted date range', () => {
  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2026-11-22', true],
    ['2199-12-31', true],
    ['2200-01-01', false],
    ['9999-12-31', false],
    ['0000-01-01', false],
  ])('%s is in range: %s', (value, expected) => {
    expect(isDateInRange(value)).toBe(expected);
  });

  it.each([
    ['1900-01-01', null],
    ['2199-12-31', null],
    ['1899-12-31', 'must be a date between 1 Jan 1900 and 31 Dec 2199'],
    ['2200-01-01', 'must be a date between 1 Jan 1900 and 31 Dec 2199'],
    ['9999-12-31', 'must be a date between 1 Jan 1900 and 31 Dec 2199'],
    ['2025-02-29', 'must be a date written YYYY-MM-DD'],
    ['10000-01-01', 'must be a date written YYYY-MM-DD'],
  ])('the schema answers %s with %s', (value, message) => {
    const result = isoDateSchema.safeParse(value);
    expect(result.success ? null : result.error.issues.map((issue) => issue.message).join('; ')).toBe(message);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '22 Nov 2026'],
    ['2026-01-05', '05 Jan 2026'],
    ['2026-12-31T23:00:00.000Z', '31 Dec 2026'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('dayInTimeZone', () => {
  it.each([
    ['2026-11-22T14:30:00Z', 'Australia/Sydney', '2026-11-23'],
    ['2026-11-22T14:30:00Z', 'America/Los_Angeles', '2026-11-22'],
    ['2026-11-22T23:59:59Z', 'UTC', '2026-11-22'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(dayInTimeZone(new Date(instant), zone)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-22', -30, '2026-10-23'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s plus %d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-02-29', 11016],
    ['2026-11-22', 20779],
  ])('%s is day %d', (date, day) => {
    expect(toDayNumber(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  it('agrees with the calendar of Date for any day between 1900 and 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 84000 }), (day) => {
        const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(fromDayNumber(day)).toBe(date);
        expect(toDayNumber(date)).toBe(day);
      }),
    );
  });
});
