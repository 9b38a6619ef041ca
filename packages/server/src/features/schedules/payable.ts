import { nominalDate } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { ComputedEvent } from '../../domain/schedule-events.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { todayFor } from '../../platform/today.js';
import { computeEvents } from './events.js';
import { loadHistory, ruleOf, type ScheduleRow } from './rows.js';
import { findScheduleRow } from './service.js';

/** A payment that can be paid now: it exists, is not paid and is not skipped. */
export async function payablePayment(
  deps: AppDeps,
  auth: AuthContext,
  scheduleId: number,
  paymentNumber: number,
  db: Executor = deps.db.kysely,
): Promise<{ row: ScheduleRow; event: ComputedEvent }> {
  const row = await findScheduleRow(deps, auth.familyId, scheduleId, db);
  const history = await loadHistory(db, auth.familyId, [row.id]);
  const events = computeEvents(row, history, {
    today: todayFor(deps, auth),
    until: nominalDate(ruleOf(row), paymentNumber),
  });
  const event = events[paymentNumber - 1];
  if (!event || event.paymentNumber !== paymentNumber)
    throw badRequest(`This schedule has no payment number ${paymentNumber}.`);
  if (event.isPaid) throw badRequest('This payment is paid already.');
  if (event.isSkipped) throw badRequest('This payment is skipped: un-skip it before paying it.');
  return { row, event };
}
