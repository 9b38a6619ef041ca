import { addDays, DEFAULT_REPORT_DAYS, formatDate } from '@hearth/contract';
import { badRequest } from '../../platform/errors.js';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** From and To dates, or the last N days up to today (730 unless said); from must not pass to. */
export function reportPeriod(
  request: { fromDate?: string | null; toDate?: string | null; historicDays?: number | null },
  today: string,
): ReportPeriod {
  const to = request.toDate ?? today;
  const from = request.fromDate ?? addDays(to, -(request.historicDays ?? DEFAULT_REPORT_DAYS));
  if (from > to)
    throw badRequest(`The from date (${formatDate(from)}) must not be after the to date (${formatDate(to)}).`);
  return { from, to };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' from '2026-11'. */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The months ending with today's, oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The last day of a YYYY-MM month. */
export function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`, -1);
}
