import type { Calendar, ScheduleEvent } from '@hearth/contract';
import { addDays, daysBetween, isoWeekday } from '../../domain/calendar-days.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { byText } from '../../platform/sorting.js';
import { todayFor } from '../../platform/today.js';
import type { ComputedEvent } from '../../domain/schedule-events.js';
import { computeEvents, toScheduleEvent, type Horizon } from './events.js';
import { loadHistory, schedulesQuery } from './rows.js';

/** Every live schedule of the family with its payments up to a horizon, the ones `keep` picks turned into API events. */
async function familyEvents(
  deps: AppDeps,
  familyId: number,
  horizon: Horizon,
  keep: (events: ComputedEvent[]) => ComputedEvent[],
): Promise<ScheduleEvent[][]> {
  const [rows, history] = await Promise.all([
    schedulesQuery(deps.db.kysely, familyId).where('schedules.is_deleted', '=', 0).execute(),
    loadHistory(deps.db.kysely, familyId, 'live'),
  ]);
  return rows.map((row) => keep(computeEvents(row, history, horizon)).map((event) => toScheduleEvent(row, event)));
}

/**
 * The payments due of every schedule, most overdue first: every overdue payment of a schedule (three missed
 * rent payments are three rows), or, with none overdue, the next one due.
 */
export async function upcomingPayments(deps: AppDeps, auth: AuthContext, limit: number): Promise<ScheduleEvent[]> {
  const today = todayFor(deps, auth);
  const dueAndOverdue = (events: ComputedEvent[]) => {
    const payable = events.filter((event) => event.isPayable);
    const overdue = payable.filter((event) => event.dueDays < 0);
    return overdue.length > 0 ? overdue : payable.slice(0, 1);
  };
  const perSchedule = await familyEvents(
    deps,
    auth.familyId,
    { today, until: addDays(today, 366), minimumAhead: 1 },
    dueAndOverdue,
  );
  return perSchedule
    .flat()
    .sort((a, b) => a.dueDays - b.dueDays || byText(a.schedule, b.schedule))
    .slice(0, limit);
}

/** A month as Monday-to-Sunday weeks; only the month's own days carry its payments (paid and skipped ones marked). */
export async function paymentCalendar(
  deps: AppDeps,
  auth: AuthContext,
  year: number,
  month: number,
): Promise<Calendar> {
  if (month < 1 || month > 12) throw badRequest('The month in the address must be 1 to 12.');
  if (year < 1900 || year > 2199) throw badRequest('The year in the address must be between 1900 and 2199.');
  const today = todayFor(deps, auth);
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  const gridStart = addDays(first, 1 - isoWeekday(first));
  const gridEnd = addDays(last, 7 - isoWeekday(last));
  const inMonth = (events: ComputedEvent[]) => events.filter((event) => event.date >= first && event.date <= last);
  const perSchedule = await familyEvents(deps, auth.familyId, { today, until: addDays(last, 7) }, inMonth);
  const byDay = new Map<string, ScheduleEvent[]>();
  for (const event of perSchedule.flat()) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
  const weeks: Calendar['weeks'] = [];
  for (let offset = 0; offset <= daysBetween(gridStart, gridEnd); offset += 7) {
    const days = Array.from({ length: 7 }, (_, index) => {
      const date = addDays(gridStart, offset + index);
      const inMonth = date >= first && date <= last;
      return {
        date,
        dayNumber: Number(date.slice(8)),
        dayNumberOfWeek: index + 1,
        isInSelectedMonth: inMonth,
        isToday: date === today,
        events: inMonth ? (byDay.get(date) ?? []).sort((a, b) => byText(a.schedule, b.schedule)) : [],
      };
    });
    weeks.push({ days });
  }
  return { year, month, weeks };
}
