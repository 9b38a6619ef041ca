import { formatDate, hasPayment, nominalDate, toCents, type ScheduleVariationRequest } from '@hearth/contract';
import type { Transaction as Trx } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VariationKind } from '../../domain/schedule-events.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { computeEvents } from './events.js';
import { loadHistory, ruleOf } from './rows.js';
import { findScheduleRow } from './service.js';

interface Change {
  newDate?: string | null;
  newAmount?: number | null;
  continues?: boolean;
  description: string;
}

async function replaceVariation(
  trx: Trx<Database>,
  familyId: number,
  scheduleId: number,
  paymentNumber: number,
  kind: VariationKind,
  change: Change | null,
  now: string,
) {
  await familyScope(trx, familyId)
    .deleteFrom('schedule_variations')
    .where('schedule_id', '=', scheduleId)
    .where('payment_number', '=', paymentNumber)
    .where('kind', '=', kind)
    .execute();
  if (!change) return;
  await trx
    .insertInto('schedule_variations')
    .values({
      family_id: familyId,
      schedule_id: scheduleId,
      payment_number: paymentNumber,
      kind,
      new_date: change.newDate ?? null,
      new_amount: change.newAmount ?? null,
      continues: change.continues ? 1 : 0,
      description: change.description,
      created_at: now,
    })
    .execute();
}

/**
 * Changes one payment of a schedule: skip or un-skip it, move its date (inside the window between its
 * neighbours, or with continueChange this one and every later one), or change its amount (with
 * continueChange every later one too).
 */
export async function applyVariation(
  deps: AppDeps,
  auth: AuthContext,
  input: ScheduleVariationRequest,
): Promise<string> {
  const familyId = auth.familyId;
  // Read and checked inside the write: a payment paid or changed at the same moment is seen.
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const row = await findScheduleRow(deps, familyId, input.scheduleId, trx);
    const rule = ruleOf(row);
    const n = input.paymentNumber;
    if (!hasPayment(rule, n)) throw badRequest(`This schedule has no payment number ${n}.`);
    const history = await loadHistory(trx, familyId, [row.id]);
    const today = todayFor(deps, auth);
    const events = computeEvents(row, history, { today, until: nominalDate(rule, n + 1) });
    const event = events[n - 1];
    if (!event) throw badRequest(`This schedule has no payment number ${n}.`);
    const wantsChange = input.skipIt != null || input.newDate || input.newAmount != null;
    if (!wantsChange) throw badRequest('Nothing to change: give a new date, a new amount, or skip the payment.');
    if (event.isPaid && (input.skipIt || input.newDate || input.newAmount != null)) {
      throw badRequest('This payment is paid already: change or delete its transaction instead.');
    }
    const continues = input.continueChange ?? false;
    const description = (input.description ?? '').trim();
    if (input.newDate) {
      const min = event.minimumAllowedMoveDate;
      const max = event.maximumAllowedMoveDate;
      if (min && input.newDate < min) {
        throw badRequest(
          `The new date must be after ${formatDate(events[n - 2]?.date ?? min)}, the payment before it.`,
        );
      }
      if (!continues && max && input.newDate > max) {
        throw badRequest(
          `The new date must be between ${formatDate(min ?? row.schedule_start)} and ${formatDate(max)}, so that it does not pass the next payment; apply it to all future payments to move them all.`,
        );
      }
    }
    const newAmount = input.newAmount != null ? toCents(input.newAmount) : null;
    if (newAmount !== null && newAmount <= 0) throw badRequest('The new amount must be more than zero.');
    const now = deps.clock().toISOString();
    if (input.skipIt === true) await replaceVariation(trx, familyId, row.id, n, 'skip', { description }, now);
    if (input.skipIt === false) await replaceVariation(trx, familyId, row.id, n, 'skip', null, now);
    if (input.newDate)
      await replaceVariation(trx, familyId, row.id, n, 'date', { newDate: input.newDate, continues, description }, now);
    if (newAmount !== null)
      await replaceVariation(trx, familyId, row.id, n, 'amount', { newAmount, continues, description }, now);
    if (input.skipIt === true) return `Payment ${n} of ${row.description} is skipped.`;
    if (input.skipIt === false) return `Payment ${n} of ${row.description} is no longer skipped.`;
    return `Payment ${n} of ${row.description} has been changed${continues ? ', with every later payment' : ''}.`;
  });
}

export async function removeVariation(deps: AppDeps, familyId: number, id: number): Promise<void> {
  const removed = await writeForFamily(deps.db.kysely, familyId, (trx) =>
    familyScope(trx, familyId).deleteFrom('schedule_variations').where('id', '=', id).executeTakeFirst(),
  );
  if (Number(removed.numDeletedRows) === 0) throw notFound('Variation not found.');
}
