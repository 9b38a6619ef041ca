import { dayNumberOf, fromDayNumber, LAST_DATE, toDayNumber } from './dates.js';

/**
 * Calendar arithmetic on day numbers (days since 1970-01-01), shared by the server's schedules, budgets
 * and reports and by the web's schedule preview: integers only, no Date objects, no clock.
 */

/** The last day any computed date may fall on: the API accepts no later one either. */
export const LAST_DAY = toDayNumber(LAST_DATE);

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function monthLength(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] as number);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 1 Monday … 7 Sunday, of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(isoDate: string): number {
  return weekdayOfDay(toDayNumber(isoDate));
}

/** The day number `months` months after a date, on its day of the month or the month's last day when shorter. */
export function addMonthsKeepingDayNumber(year: number, month: number, day: number, months: number): number {
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = (((index % 12) + 12) % 12) + 1;
  const d = Math.min(day, monthLength(y, m));
  return dayNumberOf(y, m, d);
}

/**
 * The date `months` months after a start, on the start's day of the month, or on the month's last day
 * when it is shorter: 31 Jan, 28/29 Feb, 31 Mar, 30 Apr … never drifting to an earlier day.
 */
export function addMonthsKeepingDay(start: string, months: number): string {
  return fromDayNumber(
    addMonthsKeepingDayNumber(Number(start.slice(0, 4)), Number(start.slice(5, 7)), Number(start.slice(8, 10)), months),
  );
}
