import { isDateInRange, isIsoDate, toDayNumber } from '@hearth/contract/plain';
import { DATE_ORDERS, readDate, type DateOrder } from './dates.js';

/**
 * QIF's numeric dates: day, month and year in some order with `/`, `-` or `.` between them, Quicken's
 * apostrophe before a year of this century (`6/ 1' 4`), and padding spaces (`6/ 1/94`).
 */
const NUMERIC = /^(\d{1,4})\s*[-/.]\s*(\d{1,2})\s*([-/.]|')\s*(\d{1,4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) && isDateInRange(iso) ? iso : null;
}

/** A year of four digits as it is; of two or fewer after an apostrophe this century, otherwise up to 69 this one. */
function yearOf(text: string, apostrophe: boolean): number | null {
  if (text.length === 4) return Number(text);
  if (text.length > 2) return null;
  const year = Number(text);
  if (apostrophe) return 2000 + year;
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : null;
}

/** A QIF date in the order given, as YYYY-MM-DD, or null; dates with month names read in any order. */
export function readQifDate(text: string, order: DateOrder): string | null {
  const value = text.trim();
  const numeric = NUMERIC.exec(value);
  if (!numeric) return /[A-Za-z]/.test(value) || /^\d{8}$/.test(value) ? readDate(value, 'DMY') : null;
  const [, a, b, separator, c] = numeric as unknown as [string, string, string, string, string];
  const apostrophe = separator === "'";
  if (order === 'YMD') {
    if (apostrophe || c.length > 2) return null;
    const year = yearOf(a, false);
    return year === null ? null : isoOf(year, Number(b), Number(c));
  }
  if (a.length > 2) return null;
  const year = yearOf(c, apostrophe);
  if (year === null) return null;
  return order === 'MDY' ? isoOf(year, Number(a), Number(b)) : isoOf(year, Number(b), Number(a));
}

export interface QifDateOrder {
  order: DateOrder;
  /** The orders that read every date of the file, when there are several: the person may choose. */
  choices: DateOrder[];
}

/** How far a list of dates is from being sorted either way: registers list their rows in date order. */
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
 * The order of a QIF file's dates, from all of them: an order that leaves any date unread is out (a day
 * above 12 settles day against month; a first part of four digits, or above 31, puts the year first).
 * When more than one order reads them all, the file leaves it open: the one under which the rows come
 * in date order, then the narrower span, then month first as Quicken writes is proposed, and the others
 * are offered.
 */
export function inferQifDateOrder(values: string[]): QifDateOrder {
  const dates = values.map((value) => value.trim()).filter(Boolean);
  const readings = DATE_ORDERS.map((order) => ({ order, read: dates.map((date) => readQifDate(date, order)) }));
  // Two-digit years first only where a first part cannot be a day (above 31): "05/01/26" is not 2005.
  const yearFirst = dates.some((date) => /^(\d{4}|3[2-9]|[4-9]\d)\s*[-/.]/.test(date));
  const complete = readings.filter(
    (reading) => reading.read.every((date) => date !== null) && (reading.order !== 'YMD' || yearFirst),
  );
  if (complete.length === 0) {
    const most = [...readings].sort(
      (x, y) => y.read.filter(Boolean).length - x.read.filter(Boolean).length || rank(x.order) - rank(y.order),
    )[0];
    return { order: most?.order ?? 'MDY', choices: [] };
  }
  // Orders that read every date the same way are one order: year-first or named-month dates say nothing.
  const distinct = complete.filter(
    (reading, index) =>
      !complete.slice(0, index).some((earlier) => earlier.read.every((date, i) => date === reading.read[i])),
  );
  if (distinct.length === 1) return { order: preferred(complete.map((reading) => reading.order)), choices: [] };
  const scored = distinct.map((reading) => {
    const read = reading.read as string[];
    const days = read.map(toDayNumber);
    return { order: reading.order, disorder: disorder(read), span: Math.max(...days) - Math.min(...days) };
  });
  scored.sort((x, y) => x.disorder - y.disorder || x.span - y.span || rank(x.order) - rank(y.order));
  return { order: (scored[0] as { order: DateOrder }).order, choices: distinct.map((reading) => reading.order) };
}

/** Quicken writes month first; year first next, as files with four-digit years do. */
const rank = (order: DateOrder) => ['MDY', 'YMD', 'DMY'].indexOf(order);
const preferred = (orders: DateOrder[]) => [...orders].sort((x, y) => rank(x) - rank(y))[0] as DateOrder;
