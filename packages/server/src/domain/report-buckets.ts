import { addDays, formatDate } from '@hearth/contract';
import { isoWeekday } from './calendar-days.js';

export type Granularity = 'week' | 'month' | 'quarter' | 'year';

export interface Bucket {
  /** The bucket's first and last day within the report's range. */
  fromDate: string;
  toDate: string;
  displayLabel: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_PER: Record<Exclude<Granularity, 'week'>, number> = { month: 1, quarter: 3, year: 12 };

/** The first day of the bucket holding a date: weeks start on Monday, quarters in Jan, Apr, Jul and Oct. */
export function bucketStart(date: string, granularity: Granularity): string {
  if (granularity === 'week') return addDays(date, 1 - isoWeekday(date));
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / MONTHS_PER[granularity]) * MONTHS_PER[granularity] + 1;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

/** The first day of the bucket after the one starting on `start`. */
function nextStart(start: string, granularity: Granularity): string {
  if (granularity === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const index = month - 1 + MONTHS_PER[granularity];
  return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function bucketLabel(start: string, granularity: Granularity): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  if (granularity === 'week') return `Week of ${formatDate(start)}`;
  if (granularity === 'month') return `${MONTHS[month - 1]} ${year}`;
  if (granularity === 'quarter') return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  return String(year);
}

/**
 * The calendar buckets covering a range, the first and last cut to it. The bucket holding today is still
 * running: it is left out unless includeCurrent, and so is anything after it.
 */
export function reportBuckets(
  fromDate: string,
  toDate: string,
  granularity: Granularity,
  today: string,
  includeCurrent: boolean,
): Bucket[] {
  const buckets: Bucket[] = [];
  const current = bucketStart(today, granularity);
  for (let start = bucketStart(fromDate, granularity); start <= toDate; start = nextStart(start, granularity)) {
    if (start > current || (start === current && !includeCurrent)) break;
    const end = addDays(nextStart(start, granularity), -1);
    buckets.push({
      fromDate: start < fromDate ? fromDate : start,
      toDate: end > toDate ? toDate : end,
      displayLabel: bucketLabel(start, granularity),
    });
  }
  return buckets;
}
