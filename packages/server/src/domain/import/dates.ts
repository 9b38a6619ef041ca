import { isDateInRange, isIsoDate, toDayNumber } from '@hearth/contract/plain';

/** The order of day, month and year in numeric dates: 15/03/2026 is DMY, 03/15/2026 MDY, 2026-03-15 YMD. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export const DATE_ORDERS: DateOrder[] = ['DMY', 'MDY', 'YMD'];

export const DATE_ORDER_WORDS: Record<DateOrder, string> = {
  DMY: 'day/month/year',
  MDY: 'month/day/year',
  YMD: 'year-month-day',
};

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Two-digit years are of this century up to 69 and of the last from 70, as most banks and spreadsheets mean them. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  if (text.length === 2) return year < 70 ? 2000 + year : 1900 + year;
  return Number.NaN;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) && isDateInRange(iso) ? iso : null;
}

function monthOf(word: string): number | undefined {
  const key = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)];
}

/** Longer than any date with a time a bank writes ("Wednesday, September 30th, 2026 23:59:59.999 +10:00"). */
const LONGEST_DATE = 64;

/**
 * Reads a date as banks write it into YYYY-MM-DD, or null: numeric dates in the order given (a four-digit
 * first part is always a year), with a time after them or not, 20260315, 2026 03 15, 2026:03:15, Quicken's 3/15'26, and dates
 * with English month names (15 Mar 2026, 15-Mar-26, March 15, 2026).
 */
export function readDate(text: string, order: DateOrder): string | null {
  const trimmed = text.trim();
  // The expressions below backtrack over runs of spaces: kept to texts no date is longer than, a hostile
  // cell of a million spaces costs nothing instead of hours.
  if (trimmed.length > LONGEST_DATE) return null;
  const value = trimmed.replace(/[T\s]+\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|[AaPp][Mm])?$/, '').trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return isoOf(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  // Year first, parted by spaces or colons, as some Polish and Lithuanian banks write it (2019 10 11, 2012:03:01).
  const spaced = /^(\d{4})(?: +|:)(\d{1,2})(?: +|:)(\d{1,2})$/.exec(value);
  if (spaced) return isoOf(Number(spaced[1]), Number(spaced[2]), Number(spaced[3]));
  const numeric = /^(\d{1,4})\s*[-/.]\s*(\d{1,2})\s*(?:[-/.]|')\s*(\d{2,4})\.?$/.exec(value);
  if (numeric) {
    const [a, b, c] = [numeric[1] as string, numeric[2] as string, numeric[3] as string];
    if (a.length === 4) return isoOf(Number(a), Number(b), Number(c));
    if (a.length > 2 || c.length === 3) return null;
    const year = value.includes("'") ? 2000 + (Number(c) % 100) : fullYear(c);
    if (order === 'MDY') return isoOf(year, Number(a), Number(b));
    if (order === 'DMY') return isoOf(year, Number(b), Number(a));
    return null;
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9}\.?)[\s,-]+(\d{2}|\d{4})$/.exec(value);
  if (dayFirst) {
    const month = monthOf(dayFirst[2] as string);
    return month ? isoOf(fullYear(dayFirst[3] as string), month, Number(dayFirst[1])) : null;
  }
  const monthFirst = /^([A-Za-z]{3,9}\.?)[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{2}|\d{4})$/.exec(value);
  if (monthFirst) {
    const month = monthOf(monthFirst[1] as string);
    return month ? isoOf(fullYear(monthFirst[3] as string), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/** How far a list of dates is from being sorted either way: statements list their rows in date order. */
function disorder(dates: string[]): number {
  let up = 0;
  let down = 0;
  for (let i = 1; i < dates.length; i += 1) {
    const step = toDayNumber(dates[i] as string) - toDayNumber(dates[i - 1] as string);
    if (step < 0) up += 1;
    if (step > 0) down += 1;
  }
  return Math.min(up, down);
}

/**
 * The order that reads every sample. When day-first and month-first both do (every day is 12 or less),
 * the one under which the rows come in date order wins, then the narrower span, then the fallback.
 */
export function guessDateOrder(samples: string[], fallback: DateOrder = 'DMY'): DateOrder {
  const values = samples.map((sample) => sample.trim()).filter(Boolean);
  const readers = DATE_ORDERS.map((order) => ({ order, dates: values.map((value) => readDate(value, order)) }));
  const complete = readers.filter((reader) => reader.dates.every((date) => date !== null));
  if (complete.length === 0) {
    return (
      [...readers].sort((a, b) => b.dates.filter(Boolean).length - a.dates.filter(Boolean).length)[0]?.order ?? fallback
    );
  }
  // Year-first dates and dates with month names read the same in every order: call them what they are.
  if (complete.some((reader) => reader.order === 'YMD')) return 'YMD';
  if (complete.length === 1) return (complete[0] as { order: DateOrder }).order;
  const scored = complete.map((reader) => {
    const dates = reader.dates as string[];
    const days = dates.map(toDayNumber);
    return {
      order: reader.order,
      disorder: disorder(dates),
      span: days.length ? Math.max(...days) - Math.min(...days) : 0,
    };
  });
  scored.sort(
    (a, b) => a.disorder - b.disorder || a.span - b.span || (a.order === fallback ? -1 : b.order === fallback ? 1 : 0),
  );
  return (scored[0] as { order: DateOrder }).order;
}
