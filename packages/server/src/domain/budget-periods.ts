import { dayNumberOf, fromDayNumber, toDayNumber } from '@hearth/contract';
import { LAST_DAY, monthLength } from './calendar-days.js';

/** 1 Weekly, 2 Monthly, 3 Fortnightly. */
export type BudgetTypeId = 1 | 2 | 3;

export interface BudgetRule {
  typeId: BudgetTypeId;
  startDate: string;
  endDate: string | null;
}

export interface BudgetPeriod {
  budgetNumber: number;
  fromDate: string;
  toDate: string;
}

const DAYS_PER_PERIOD: Record<number, number> = { 1: 7, 3: 14 };

/**
 * The first day (a day number) of period n, counted from 1. A monthly budget keeps its start's day of the
 * month, on the last day of a shorter month (from the 31st: 28 or 29 Feb, 30 Apr, 31 May).
 */
function periodStartDay(rule: BudgetRule, n: number): number {
  const start = toDayNumber(rule.startDate);
  const length = DAYS_PER_PERIOD[rule.typeId];
  if (length) return start + (n - 1) * length;
  const [year, month, day] = rule.startDate.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + (n - 1);
  const y = year + Math.floor(monthIndex / 12);
  const m = (monthIndex % 12) + 1;
  return dayNumberOf(y, m, Math.min(day, monthLength(y, m)));
}

/** The last day any period may reach: the end date, or the last day the system keeps. */
function lastDay(rule: BudgetRule): number {
  return rule.endDate ? Math.min(toDayNumber(rule.endDate), LAST_DAY) : LAST_DAY;
}

/** Period n, its last day cut at the end date; null when it would begin after the end. */
export function budgetPeriod(rule: BudgetRule, n: number): BudgetPeriod | null {
  if (n < 1) return null;
  const from = periodStartDay(rule, n);
  const end = lastDay(rule);
  if (from > end) return null;
  const to = Math.min(periodStartDay(rule, n + 1) - 1, end);
  return { budgetNumber: n, fromDate: fromDayNumber(from), toDate: fromDayNumber(to) };
}

/**
 * The number of the period holding a day: 0 before the start, and the last period after the end (what a
 * finished budget shows is how it ended).
 */
export function periodNumberOn(rule: BudgetRule, date: string): number {
  const day = Math.min(toDayNumber(date), lastDay(rule));
  const start = toDayNumber(rule.startDate);
  if (day < start) return 0;
  const length = DAYS_PER_PERIOD[rule.typeId];
  if (length) return Math.floor((day - start) / length) + 1;
  const [year, month] = rule.startDate.split('-').map(Number) as [number, number];
  const [y, m] = fromDayNumber(day).split('-').map(Number) as [number, number];
  // The month's period, or the one before when the day falls before that month's start day.
  const n = (y - year) * 12 + (m - month) + 1;
  return periodStartDay(rule, n) <= day ? n : n - 1;
}

/** Periods 1 to n (fewer when the budget ends sooner). */
export function budgetPeriods(rule: BudgetRule, through: number): BudgetPeriod[] {
  const periods: BudgetPeriod[] = [];
  for (let n = 1; n <= through; n += 1) {
    const period = budgetPeriod(rule, n);
    if (!period) break;
    periods.push(period);
  }
  return periods;
}
