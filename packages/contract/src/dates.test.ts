import { describe, expect, it } from 'vitest';
import { addDays, dayInTimeZone, formatDate, isIsoDate } from './dates.js';

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
