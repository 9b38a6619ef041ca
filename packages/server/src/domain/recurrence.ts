import { EndType, RecurrenceType, WeekdayAdjustment } from '@hearth/contract';
import { addMonthsKeepingDayNumber, fromDayNumber, LAST_DAY, toDayNumber, weekdayOfDay } from './calendar-days.js';

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

/** The n-th payment's day number (1-based) by the rule alone, before any weekend adjustment. */
export function nominalDay(rule: RecurrenceRule, paymentNumber: number): number {
  const steps = paymentNumber - 1;
  const days = DAYS_BETWEEN[rule.recurrenceTypeId];
  if (days !== undefined) return toDayNumber(rule.start) + days * steps;
  const months = MONTHS_BETWEEN[rule.recurrenceTypeId];
  if (months !== undefined) {
    return addMonthsKeepingDayNumber(Number(rule.start.slice(0, 4)), Number(rule.start.slice(5, 7)), Number(rule.start.slice(8, 10)), months * steps);
  }
  return toDayNumber(rule.start);
}

/** The n-th payment's date (1-based) by the rule alone, before any weekend adjustment. */
export function nominalDate(rule: RecurrenceRule, paymentNumber: number): string {
  return fromDayNumber(nominalDay(rule, paymentNumber));
}

/** Moves a Saturday or Sunday (as day numbers) to the Friday before or the Monday after, as the rule asks. */
export function adjustDay(dayNumber: number, weekdayAdjustmentId: number): number {
  const weekday = weekdayOfDay(dayNumber);
  if (weekday < 6) return dayNumber;
  if (weekdayAdjustmentId === WeekdayAdjustment.PrecedingFriday) return dayNumber - (weekday === 6 ? 1 : 2);
  if (weekdayAdjustmentId === WeekdayAdjustment.FollowingMonday) return dayNumber + (weekday === 6 ? 2 : 1);
  return dayNumber;
}

/** Moves a Saturday or Sunday to the Friday before or the Monday after, as the rule asks. */
export function adjustForWeekend(date: string, weekdayAdjustmentId: number): string {
  return fromDayNumber(adjustDay(toDayNumber(date), weekdayAdjustmentId));
}

/** Whether the rule itself allows an n-th payment (Once has one; a count or an end date may stop it). */
function ruleAllows(rule: RecurrenceRule, paymentNumber: number): boolean {
  if (rule.recurrenceTypeId === RecurrenceType.Once) return paymentNumber === 1;
  if (rule.endTypeId === EndType.NumberOfPayments) return paymentNumber <= (rule.count ?? 0);
  if (rule.endTypeId === EndType.Date) return rule.end !== null && nominalDay(rule, paymentNumber) <= toDayNumber(rule.end);
  return true;
}

/**
 * Whether the rule has an n-th payment at all. None falls after the last day of the calendar, so a rule
 * that never ends still has a last payment, and every list of payments is finite.
 */
export function hasPayment(rule: RecurrenceRule, paymentNumber: number): boolean {
  if (paymentNumber < 1 || !ruleAllows(rule, paymentNumber)) return false;
  return adjustDay(nominalDay(rule, paymentNumber), rule.weekdayAdjustmentId) <= LAST_DAY;
}

/** The rule's payment dates (weekend-adjusted) whose nominal date is on or before a day. */
export function ruleDates(rule: RecurrenceRule, until: string): { paymentNumber: number; date: string }[] {
  const last = toDayNumber(until);
  const dates: { paymentNumber: number; date: string }[] = [];
  for (let n = 1; hasPayment(rule, n); n += 1) {
    const nominal = nominalDay(rule, n);
    if (nominal > last) break;
    dates.push({ paymentNumber: n, date: fromDayNumber(adjustDay(nominal, rule.weekdayAdjustmentId)) });
  }
  return dates;
}
