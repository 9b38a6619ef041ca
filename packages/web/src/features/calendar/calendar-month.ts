import type { ScheduleEvent } from '@hearth/contract';

/** A month of the calendar: the year and the month number, 1 January … 12 December. */
export interface YearMonth {
  year: number;
  month: number;
}

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month a calendar day (YYYY-MM-DD) falls in. */
export function monthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/**
 * The month the address asks for (?month=2026-11), or today's month when it asks for none or for one that
 * does not exist: a hand-edited address must still open a calendar.
 */
export function parseMonthParam(value: string | null, today: string): YearMonth {
  const match = value ? MONTH_PARAM.exec(value) : null;
  if (!match) return monthOf(today);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1900 || year > 2199) return monthOf(today);
  return { year, month };
}

/** The address form of a month: 2026-11. */
export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The first day of the month as YYYY-MM-DD, the value a month picker holds. */
export function firstDayOf(yearMonth: YearMonth): string {
  return `${monthParam(yearMonth)}-01`;
}

/** The month `delta` months after (or before, when negative) the given one. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** November 2026. */
export function monthTitle({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

export interface EventFilter {
  showSkipped: boolean;
  showPaid: boolean;
}

/** The payments a day shows: skipped and paid ones only when their switch is on. */
export function visibleEvents<E extends Pick<ScheduleEvent, 'isSkipped' | 'isPaid'>>(
  events: readonly E[],
  filter: EventFilter,
): E[] {
  return events.filter((event) => (!event.isSkipped || filter.showSkipped) && (!event.isPaid || filter.showPaid));
}
