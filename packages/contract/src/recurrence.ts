import { addMonthsKeepingDayNumber, isoWeekday, LAST_DAY, weekdayOfDay } from './calendar-days.js';
import { formatDate, fromDayNumber, toDayNumber } from './dates.js';
import { EndType, RecurrenceType, WeekdayAdjustment } from './enums.js';

/**
 * A schedule's rule and what follows from it: its payment dates and its pattern in words. The server
 * dates and describes saved schedules with it; the web previews a schedule being created with it, so the
 * preview cannot drift from what the server will save.
 */
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

/** The last start date read, by its text: a schedule's payments are worked out one after another from it. */
let lastStart: { text: string | null; day: number; year: number; month: number; dayOfMonth: number } = {
  text: null,
  day: 0,
  year: 0,
  month: 0,
  dayOfMonth: 0,
};

function startOf(start: string): typeof lastStart {
  if (start !== lastStart.text)
    lastStart = {
      text: start,
      day: toDayNumber(start),
      year: Number(start.slice(0, 4)),
      month: Number(start.slice(5, 7)),
      dayOfMonth: Number(start.slice(8, 10)),
    };
  return lastStart;
}

/** The n-th payment's day number (1-based) by the rule alone, before any weekend adjustment. */
export function nominalDay(rule: RecurrenceRule, paymentNumber: number): number {
  const steps = paymentNumber - 1;
  const start = startOf(rule.start);
  const days = DAYS_BETWEEN[rule.recurrenceTypeId];
  if (days !== undefined) return start.day + days * steps;
  const months = MONTHS_BETWEEN[rule.recurrenceTypeId];
  if (months !== undefined) return addMonthsKeepingDayNumber(start.year, start.month, start.dayOfMonth, months * steps);
  return start.day;
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
  // Once, and any type that does not repeat by days or months (the API refuses others), has one payment.
  const repeats =
    DAYS_BETWEEN[rule.recurrenceTypeId] !== undefined || MONTHS_BETWEEN[rule.recurrenceTypeId] !== undefined;
  if (!repeats) return paymentNumber === 1;
  if (rule.endTypeId === EndType.NumberOfPayments) return paymentNumber <= (rule.count ?? 0);
  if (rule.endTypeId === EndType.Date)
    return rule.end !== null && nominalDay(rule, paymentNumber) <= toDayNumber(rule.end);
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

export interface RulePayment {
  paymentNumber: number;
  /** After the weekend rule. */
  date: string;
  /** The rule's own day, when the weekend rule moved it. */
  movedFrom: string | null;
}

/** The rule's first `count` payments, from payment 1, each with the day the weekend rule moved it from. */
export function firstPayments(rule: RecurrenceRule, count: number): RulePayment[] {
  const payments: RulePayment[] = [];
  for (let n = 1; payments.length < count && hasPayment(rule, n); n += 1) {
    const nominal = nominalDay(rule, n);
    const adjusted = adjustDay(nominal, rule.weekdayAdjustmentId);
    payments.push({
      paymentNumber: n,
      date: fromDayNumber(adjusted),
      movedFrom: adjusted === nominal ? null : fromDayNumber(nominal),
    });
  }
  return payments;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
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

function ordinal(day: number): string {
  const tens = day % 100;
  const units = day % 10;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  if (units === 1) return `${day}st`;
  if (units === 2) return `${day}nd`;
  if (units === 3) return `${day}rd`;
  return `${day}th`;
}

/**
 * The pattern in words: the weekday for Once, Weekly and Fortnightly; the day of the month for Monthly and
 * Every 2 months; the day and month for the longer periods; then the end and the weekend rule.
 */
export function describeSchedule(rule: RecurrenceRule): string {
  const [, month, day] = rule.start.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[isoWeekday(rule.start) - 1];
  const dayOfMonth = `the ${ordinal(day)}${day >= 29 ? " (or the month's last day)" : ''}`;
  const dayAndMonth = `${day} ${MONTHS[month - 1]}`;
  const pattern: Record<number, string> = {
    [RecurrenceType.Once]: `Once, on ${weekday} ${formatDate(rule.start)}`,
    [RecurrenceType.Weekly]: `Every week on ${weekday}`,
    [RecurrenceType.Fortnightly]: `Every second week on ${weekday}`,
    [RecurrenceType.Monthly]: `Every month on ${dayOfMonth}`,
    [RecurrenceType.EveryTwoMonths]: `Every 2 months on ${dayOfMonth}`,
    [RecurrenceType.Quarterly]: `Every quarter from ${dayAndMonth}`,
    [RecurrenceType.HalfYearly]: `Every half year from ${dayAndMonth}`,
    [RecurrenceType.Annually]: `Every year on ${dayAndMonth}`,
  };
  const parts = [pattern[rule.recurrenceTypeId] ?? 'Unknown pattern'];
  if (rule.recurrenceTypeId !== RecurrenceType.Once) {
    parts[0] += `, starting ${formatDate(rule.start)}`;
    if (rule.endTypeId === EndType.NumberOfPayments && rule.count)
      parts.push(`${rule.count} ${rule.count === 1 ? 'payment' : 'payments'}`);
    if (rule.endTypeId === EndType.Date && rule.end) parts.push(`until ${formatDate(rule.end)}`);
    if (rule.weekdayAdjustmentId === WeekdayAdjustment.PrecedingFriday)
      parts.push('on the Friday before when it falls on a weekend');
    if (rule.weekdayAdjustmentId === WeekdayAdjustment.FollowingMonday)
      parts.push('on the Monday after when it falls on a weekend');
  }
  return parts.join(', ');
}
