import { EndType, formatDate, RecurrenceType, WeekdayAdjustment } from '@hearth/contract';
import type { RecurrenceRule } from './recurrence.js';
import { isoWeekday } from './calendar-days.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function ordinal(day: number): string {
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
    if (rule.endTypeId === EndType.NumberOfPayments && rule.count) parts.push(`${rule.count} ${rule.count === 1 ? 'payment' : 'payments'}`);
    if (rule.endTypeId === EndType.Date && rule.end) parts.push(`until ${formatDate(rule.end)}`);
    if (rule.weekdayAdjustmentId === WeekdayAdjustment.PrecedingFriday) parts.push('on the Friday before when it falls on a weekend');
    if (rule.weekdayAdjustmentId === WeekdayAdjustment.FollowingMonday) parts.push('on the Monday after when it falls on a weekend');
  }
  return parts.join(', ');
}
