import {
  EndType,
  RecurrenceType,
  toCents,
  type SaveHypotheticalScheduleRequest,
  type Scenario,
} from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { checkAccounts, checkLineReferences } from '../ledger/checks.js';
import { writeLedger } from '../ledger/context.js';
import { findScenario, getScenario } from './list.js';
import { HYPOTHETICAL_NOT_FOUND } from './messages.js';

/** The rule's end as stored, by the rules of a real schedule: Once needs none; a chosen end must be given. */
function endOf(input: SaveHypotheticalScheduleRequest) {
  const endType =
    input.recurrenceTypeId === RecurrenceType.Once ? EndType.Never : (input.recurrenceEndTypeId ?? EndType.Never);
  if (endType === EndType.NumberOfPayments && !input.numberOfTransactions)
    throw badRequest('Number of payments: enter how many payments there are.');
  if (endType === EndType.Date) {
    if (!input.scheduleEnd) throw badRequest('Final payment date: enter the date of the last payment.');
    if (input.scheduleEnd < input.scheduleStart)
      throw badRequest('The final payment date must not be before the starting date.');
  }
  return {
    recurrence_end_type_id: endType,
    schedule_end: endType === EndType.Date ? (input.scheduleEnd ?? null) : null,
    number_of_transactions: endType === EndType.NumberOfPayments ? (input.numberOfTransactions ?? null) : null,
  };
}

/**
 * Adds a schedule that exists only in the scenario (no id), or changes one (its id). It is checked as a
 * real schedule is (accounts of the type's kinds, the family's subcategory, an amount above zero), but
 * nothing else ever reads it: no payment is due, none is auto-paid, the calendar does not show it.
 */
export async function saveHypotheticalSchedule(
  deps: AppDeps,
  familyId: number,
  scenarioId: number,
  input: SaveHypotheticalScheduleRequest,
): Promise<Scenario> {
  const amount = toCents(input.amount);
  if (amount <= 0) throw badRequest('The amount must be more than zero.');
  const end = endOf(input);
  await writeLedger(deps, familyId, async (ledger) => {
    const { trx, now } = ledger;
    await findScenario(trx, familyId, scenarioId);
    const existing = input.id
      ? await familyScope(trx, familyId)
          .selectFrom('scenario_hypothetical_schedules')
          .select(['id', 'debit_account_id', 'credit_account_id', 'subcategory_id'])
          .where('id', '=', input.id)
          .where('scenario_id', '=', scenarioId)
          .executeTakeFirst()
      : null;
    if (input.id && !existing) throw notFound(HYPOTHETICAL_NOT_FOUND);
    // An account or subcategory it already names may have been made inactive or deleted since: it may keep them.
    await checkAccounts(
      ledger,
      input.transactionTypeId,
      input.debitAccountId,
      input.creditAccountId,
      existing ? [existing.debit_account_id, existing.credit_account_id] : [],
    );
    await checkLineReferences(trx, familyId, [{ subcategoryId: input.subcategoryId ?? null, budgetId: null }], {
      subcategories: existing?.subcategory_id ? [existing.subcategory_id] : [],
      budgets: [],
    });
    const values = {
      ...end,
      recurrence_type_id: input.recurrenceTypeId,
      schedule_start: input.scheduleStart,
      description: input.description.trim(),
      transaction_type_id: input.transactionTypeId,
      subcategory_id: input.subcategoryId ?? null,
      debit_account_id: input.debitAccountId,
      credit_account_id: input.creditAccountId,
      amount,
      weekday_only_type_id: input.recurrenceTypeId === RecurrenceType.Once ? 1 : (input.weekdayOnlyTypeId ?? 1),
      updated_at: now,
    };
    if (existing) {
      await familyScope(trx, familyId)
        .updateTable('scenario_hypothetical_schedules')
        .set(values)
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('scenario_hypothetical_schedules')
        .values({ ...values, family_id: familyId, scenario_id: scenarioId, created_at: now })
        .execute();
    }
  });
  return getScenario(deps, familyId, scenarioId);
}

export async function removeHypotheticalSchedule(
  deps: AppDeps,
  familyId: number,
  scenarioId: number,
  id: number,
): Promise<Scenario> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findScenario(trx, familyId, scenarioId);
    const removed = await familyScope(trx, familyId)
      .deleteFrom('scenario_hypothetical_schedules')
      .where('id', '=', id)
      .where('scenario_id', '=', scenarioId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(HYPOTHETICAL_NOT_FOUND);
  });
  return getScenario(deps, familyId, scenarioId);
}
