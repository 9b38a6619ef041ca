import { EndType, RecurrenceType, WeekdayAdjustment } from '@hearth/contract';
import { addDays, addMonthsKeepingDay, isoWeekday } from './calendar-days.js';

export interface RecurrenceRule {
  recurrenceTypeId: number;
  /** The first payment's date, YYYY-MM-DD. */
  start: string;
  endTypeId: number;
  /** With end type Date: no payment after this day. */
  end: string | null;
  /** With end type Number of Payments. */
  count: number | null;
  weekdayAdjustmentId: number;
}

const MONTHS_BETWEEN: Record<number, number> = {
  [RecurrenceType.Monthly]: 1,
  [RecurrenceType.EveryTwoMonths]: 2,
  [RecurrenceType.Quarterly]: 3,
  [RecurrenceType.HalfYearly]: 6,
  [RecurrenceType.Annually]: 12,
};

const DAYS_BETWEEN: Record<number, number> = { [RecurrenceType.Weekly]: 7, [RecurrenceType.Fortnightly]: 14 };

export function monthsBetween(recurrenceTypeId: number): number | null {
  return MONTHS_BETWEEN[recurrenceTypeId] ?? null;
}

/** The n-th payment's date (1-based) by the rule alone, before any weekend adjustment. */
export function nominalDate(rule: RecurrenceRule, paymentNumber: number): string {
  const steps = paymentNumber - 1;
  const days = DAYS_BETWEEN[rule.recurrenceTypeId];
  if (days !== undefined) return addDays(rule.start, days * steps);
  const months = MONTHS_BETWEEN[rule.recurrenceTypeId];
  if (months !== undefined) return addMonthsKeepingDay(rule.start, months * steps);
  return rule.start;
}

/** Moves a Saturday or Sunday to the Friday before or the Monday after, as the rule asks. */
export function adjustForWeekend(date: string, weekdayAdjustmentId: number): string {
  const weekday = isoWeekday(date);
  if (weekday < 6) return date;
  if (weekdayAdjustmentId === WeekdayAdjustment.PrecedingFriday) return addDays(date, weekday === 6 ? -1 : -2);
  if (weekdayAdjustmentId === WeekdayAdjustment.FollowingMonday) return addDays(date, weekday === 6 ? 2 : 1);
  return date;
}

/** Whether the rule has an n-th payment at all (Once has one; a count or an end date may stop it). */
export function hasPayment(rule: RecurrenceRule, paymentNumber: number): boolean {
  if (paymentNumber < 1) return false;
  if (rule.recurrenceTypeId === RecurrenceType.Once) return paymentNumber === 1;
  if (rule.endTypeId === EndType.NumberOfPayments) return paymentNumber <= (rule.count ?? 0);
  if (rule.endTypeId === EndType.Date) return rule.end !== null && nominalDate(rule, paymentNumber) <= rule.end;
  return true;
}

/** The rule's payment dates (weekend-adjusted) whose nominal date is on or before a day. */
export function ruleDates(rule: RecurrenceRule, until: string): { paymentNumber: number; date: string }[] {
  const dates: { paymentNumber: number; date: string }[] = [];
  for (let n = 1; hasPayment(rule, n) && nominalDate(rule, n) <= until; n += 1) {
    dates.push({ paymentNumber: n, date: adjustForWeekend(nominalDate(rule, n), rule.weekdayAdjustmentId) });
  }
  return dates;
}
