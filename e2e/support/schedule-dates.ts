/**
 * The payment dates the schedule, calendar and dashboard specs expect, worked out here independently of
 * the server's recurrence engine so that a wrong date on screen fails the spec.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day `days` after an ISO date. */
export function plusDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Day `day` of the month `monthOffset` months from the month of `isoDate` (YYYY-MM-DD). */
export function dayOfMonth(isoDate: string, monthOffset: number, day: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 + monthOffset;
  const first = new Date(Date.UTC(year, month, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(day)}`;
}

/** The address form of the month of a day: 2026-11. */
export function monthParamOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The next 31 January that is still ahead (today's, if today is not past it). */
export function nextThirtyFirstOfJanuary(today: string): string {
  const year = Number(today.slice(0, 4));
  return today <= `${year}-01-31` ? `${year}-01-31` : `${year + 1}-01-31`;
}

/**
 * Payment `n` (1-based) of a monthly schedule on the 31st starting in January of `year`: the month's last
 * day when it has no 31st, then a Saturday or Sunday moved to the following Monday.
 */
export function monthEndPaymentFollowingMonday(year: number, n: number): string {
  const lastDay = new Date(Date.UTC(year, n, 0));
  const weekday = lastDay.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return iso(new Date(lastDay.getTime() + shift * 86_400_000));
}
