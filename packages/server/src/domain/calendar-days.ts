import { addDays, daysInMonth } from '@hearth/contract';

const DAY_MS = 86_400_000;

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

function toUtc(isoDate: string): number {
  const [y, m, d] = parts(isoDate);
  return Date.UTC(y, m - 1, d);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(toUtc(isoDate)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The date `months` months after a start, on the start's day of the month, or on the month's last day
 * when it is shorter: 31 Jan, 28/29 Feb, 31 Mar, 30 Apr … never drifting to an earlier day.
 */
export function addMonthsKeepingDay(start: string, months: number): string {
  const [y, m, d] = parts(start);
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12 + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export { addDays };
