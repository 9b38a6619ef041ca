import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** True for a real calendar day written YYYY-MM-DD (2025-02-29 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isoDateSchema = z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD');

/** `22 Nov 2026` from `2026-11-22` (or from an ISO timestamp, by its date part). */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!match) return isoDate;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** The calendar day of an instant in an IANA time zone, as YYYY-MM-DD. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
