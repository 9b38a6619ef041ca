import { EndType, RecurrenceType, WeekdayAdjustment, daysInMonth, dayNumberOf, formatDate, fromDayNumber, LAST_DATE, toDayNumber } from '@hearth/contract';

/**
 * The payments a schedule being created will have, worked out in the browser while its form is filled in:
 * the server answers with its summary and payments only once the schedule is saved. The same rules as the
 * server's: weekly steps of 7 or 14 days, months on the start's day or the month's last day when shorter
 * (never drifting), a weekend moved to the Friday before or the Monday after, an end by count or by date.
 */
export interface PreviewRule {
  recurrenceTypeId: number;
  /** The first payment's date, YYYY-MM-DD. */
  scheduleStart: string;
  recurrenceEndTypeId: number;
  scheduleEnd: string | null;
  numberOfTransactions: number | null;
  weekdayOnlyTypeId: number;
}

const DAYS_BETWEEN: Record<number, number> = { [RecurrenceType.Weekly]: 7, [RecurrenceType.Fortnightly]: 14 };
const MONTHS_BETWEEN: Record<number, number> = {
  [RecurrenceType.Monthly]: 1,
  [RecurrenceType.EveryTwoMonths]: 2,
  [RecurrenceType.Quarterly]: 3,
  [RecurrenceType.HalfYearly]: 6,
  [RecurrenceType.Annually]: 12,
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LAST_DAY = toDayNumber(LAST_DATE);

/** 1 Monday … 7 Sunday (1970-01-01, day 0, was a Thursday). */
export function weekdayOf(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** The n-th payment's day (1-based) by the rule alone, before the weekend rule. */
function nominalDay(rule: PreviewRule, n: number): number {
  const start = toDayNumber(rule.scheduleStart);
  const days = DAYS_BETWEEN[rule.recurrenceTypeId];
  if (days !== undefined) return start + days * (n - 1);
  const months = MONTHS_BETWEEN[rule.recurrenceTypeId];
  if (months === undefined) return start;
  const [year, month, day] = rule.scheduleStart.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months * (n - 1);
  const y = year + Math.floor(index / 12);
  const m = (index % 12) + 1;
  return dayNumberOf(y, m, Math.min(day, daysInMonth(y, m)));
}

function adjustForWeekend(dayNumber: number, weekdayOnlyTypeId: number): number {
  const weekday = weekdayOf(dayNumber);
  if (weekday < 6) return dayNumber;
  if (weekdayOnlyTypeId === WeekdayAdjustment.PrecedingFriday) return dayNumber - (weekday === 6 ? 1 : 2);
  if (weekdayOnlyTypeId === WeekdayAdjustment.FollowingMonday) return dayNumber + (weekday === 6 ? 2 : 1);
  return dayNumber;
}

function ruleAllows(rule: PreviewRule, n: number): boolean {
  if (rule.recurrenceTypeId === RecurrenceType.Once) return n === 1;
  if (rule.recurrenceEndTypeId === EndType.NumberOfPayments) return n <= (rule.numberOfTransactions ?? 0);
  if (rule.recurrenceEndTypeId === EndType.Date) return rule.scheduleEnd !== null && nominalDay(rule, n) <= toDayNumber(rule.scheduleEnd);
  return true;
}

export interface PreviewPayment {
  paymentNumber: number;
  /** After the weekend rule. */
  date: string;
  /** The rule's own day, when the weekend rule moved it. */
  movedFrom: string | null;
}

/** The first `count` payments of the rule, from payment 1. */
export function previewPayments(rule: PreviewRule, count: number): PreviewPayment[] {
  const payments: PreviewPayment[] = [];
  for (let n = 1; payments.length < count && ruleAllows(rule, n); n += 1) {
    const nominal = nominalDay(rule, n);
    const adjusted = adjustForWeekend(nominal, rule.weekdayOnlyTypeId);
    if (adjusted > LAST_DAY) break;
    payments.push({ paymentNumber: n, date: fromDayNumber(adjusted), movedFrom: adjusted === nominal ? null : fromDayNumber(nominal) });
  }
  return payments;
}

function ordinal(day: number): string {
  const tens = day % 100;
  const units = day % 10;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${units === 1 ? 'st' : units === 2 ? 'nd' : units === 3 ? 'rd' : 'th'}`;
}

/**
 * The pattern in words, as the server writes a saved schedule's summary: the weekday for Once, Weekly and
 * Fortnightly; the day of the month for Monthly and Every 2 months; the day and month for longer periods;
 * then the end and the weekend rule.
 */
export function describePattern(rule: PreviewRule): string {
  const [, month, day] = rule.scheduleStart.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[weekdayOf(toDayNumber(rule.scheduleStart)) - 1];
  const dayOfMonth = `the ${ordinal(day)}${day >= 29 ? " (or the month's last day)" : ''}`;
  const dayAndMonth = `${day} ${MONTHS[month - 1]}`;
  const pattern: Record<number, string> = {
    [RecurrenceType.Once]: `Once, on ${weekday} ${formatDate(rule.scheduleStart)}`,
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
    parts[0] += `, starting ${formatDate(rule.scheduleStart)}`;
    const count = rule.numberOfTransactions;
    if (rule.recurrenceEndTypeId === EndType.NumberOfPayments && count) parts.push(`${count} ${count === 1 ? 'payment' : 'payments'}`);
    if (rule.recurrenceEndTypeId === EndType.Date && rule.scheduleEnd) parts.push(`until ${formatDate(rule.scheduleEnd)}`);
    if (rule.weekdayOnlyTypeId === WeekdayAdjustment.PrecedingFriday) parts.push('on the Friday before when it falls on a weekend');
    if (rule.weekdayOnlyTypeId === WeekdayAdjustment.FollowingMonday) parts.push('on the Monday after when it falls on a weekend');
  }
  return parts.join(', ');
}
