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

/**
 * The calendar days the API accepts and computes: wide enough for any household's history and plans,
 * narrow enough that every date keeps four digits and date arithmetic never leaves the calendar.
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2199-12-31';
export const DATE_RANGE_MESSAGE = 'must be a date between 1 Jan 1900 and 31 Dec 2199';

/** True for a date (YYYY-MM-DD) inside FIRST_DATE..LAST_DATE; YYYY-MM-DD strings compare as dates do. */
export function isDateInRange(isoDate: string): boolean {
  return isoDate >= FIRST_DATE && isoDate <= LAST_DATE;
}

/** `22 Nov 2026` from `2026-11-22` (or from an ISO timestamp, by its date part). */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!match) return isoDate;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Only zones the runtime accepts get here (it throws on others), so the map stays small.
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of an instant in an IANA time zone, as YYYY-MM-DD. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date, by integer arithmetic (days-from-civil): date maths on
 * long schedules and forecasts runs on these numbers, far cheaper than Date objects.
 */
export function toDayNumber(isoDate: string): number {
  return dayNumberOf(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10)));
}

/** Days since 1970-01-01 of a year, month (1-12) and day. */
export function dayNumberOf(year: number, m: number, d: number): number {
  const y = year - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The YYYY-MM-DD date of a day number (civil-from-days). */
export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** The day `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}
