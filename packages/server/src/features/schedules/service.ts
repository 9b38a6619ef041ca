import {
  describeSchedule,
  EndType,
  fromCents,
  HistoryAction,
  HistoryEntity,
  RecurrenceType,
  RecurrenceTypeName,
  toCents,
  TransactionTypeName,
  type SaveScheduleRequest,
  type Schedule,
} from '@hearth/contract';
import { flag, isSet } from '../../db/flags.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { recordRecordChange, recordRecordEvent } from '../history/recorder.js';
import { readableSchedule } from '../history/record-readers.js';
import { todayFor } from '../../platform/today.js';
import type { Executor } from '../../db/database.js';
import { checkAccounts, checkLineReferences, checkTags } from '../ledger/checks.js';
import { writeLedger } from '../ledger/context.js';
import { computeEvents, editorHorizon, toScheduleEvent } from './events.js';
import { autoPayBoundary } from './auto-pay.js';
import { loadHistory, ruleOf, schedulesQuery, type ScheduleRow } from './rows.js';

export const SCHEDULE_NOT_FOUND = 'Schedule not found.';

export async function findScheduleRow(
  deps: AppDeps,
  familyId: number,
  id: number,
  db: Executor = deps.db.kysely,
): Promise<ScheduleRow> {
  const row = await schedulesQuery(db, familyId)
    .where('schedules.id', '=', id)
    .where('schedules.is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULE_NOT_FOUND);
  return row;
}

export async function getSchedule(deps: AppDeps, auth: AuthContext, id: number): Promise<Schedule> {
  const db = deps.db.kysely;
  const row = await findScheduleRow(deps, auth.familyId, id);
  const [history, tags] = await Promise.all([
    loadHistory(db, auth.familyId, [id]),
    db
      .selectFrom('schedule_tags as st')
      .innerJoin('tags', 'tags.id', 'st.tag_id')
      .select(['tags.id', 'tags.name'])
      .where('st.schedule_id', '=', id)
      .orderBy('tags.name')
      .execute(),
  ]);
  const events = computeEvents(row, history, editorHorizon(todayFor(deps, auth)));
  const [, month, day] = row.schedule_start.split('-').map(Number) as [number, number, number];
  return {
    id: row.id,
    recurrenceTypeId: row.recurrence_type_id,
    recurrenceType: RecurrenceTypeName[row.recurrence_type_id] ?? 'Unknown',
    scheduleStart: row.schedule_start,
    recurrenceEndTypeId: row.recurrence_end_type_id,
    scheduleEnd: row.schedule_end,
    numberOfTransactions: row.number_of_transactions,
    description: row.description,
    transactionTypeId: row.transaction_type_id,
    transactionType: TransactionTypeName[row.transaction_type_id] ?? 'Unknown',
    subcategoryId: row.subcategory_id,
    subcategory: row.subcategory_name,
    budgetId: row.budget_id,
    creditAccountId: row.credit_account_id,
    debitAccountId: row.debit_account_id,
    creditAccount: row.credit_name,
    debitAccount: row.debit_name,
    amount: fromCents(Number(row.amount)),
    dayNumber: day,
    monthNumber: month,
    weekdayOnlyTypeId: row.weekday_only_type_id,
    autoPay: isSet(row.auto_pay),
    summary: describeSchedule(ruleOf(row)),
    tags,
    schedule: events.map((event) => toScheduleEvent(row, event)),
  };
}

/** The rule's end as stored: Once never needs one; a count or an end date must be given when chosen. */
function endOf(input: SaveScheduleRequest) {
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

/** Creates or updates a schedule. Its recurrence and start are fixed once it exists: payments are numbered from them. */
export async function saveSchedule(deps: AppDeps, auth: AuthContext, input: SaveScheduleRequest): Promise<Schedule> {
  const familyId = auth.familyId;
  const id = input.id || null;
  const amount = toCents(input.amount);
  if (amount <= 0) throw badRequest('The amount must be more than zero.');
  const tagIds = [...new Set(input.tags ?? [])];
  const today = todayFor(deps, auth);
  const savedId = await writeLedger(deps, familyId, async (ledger) => {
    const { trx, now } = ledger;
    const existing = id ? await findScheduleRow(deps, familyId, id, trx) : null;
    const before = existing ? await readableSchedule(trx, familyId, existing.id) : null;
    if (
      existing &&
      (existing.recurrence_type_id !== input.recurrenceTypeId || existing.schedule_start !== input.scheduleStart)
    ) {
      throw badRequest('The recurrence and starting date of a schedule cannot change; create a new schedule instead.');
    }
    await checkAccounts(
      ledger,
      input.transactionTypeId,
      input.debitAccountId,
      input.creditAccountId,
      existing ? [existing.debit_account_id, existing.credit_account_id] : [],
    );
    await checkLineReferences(
      trx,
      familyId,
      [{ subcategoryId: input.subcategoryId ?? null, budgetId: input.budgetId ?? null }],
      {
        subcategories: existing?.subcategory_id ? [existing.subcategory_id] : [],
        budgets: existing?.budget_id ? [existing.budget_id] : [],
      },
    );
    const carried = existing
      ? (await trx.selectFrom('schedule_tags').select('tag_id').where('schedule_id', '=', existing.id).execute()).map(
          (tag) => tag.tag_id,
        )
      : [];
    await checkTags(trx, familyId, tagIds, [], carried);
    const values = {
      ...endOf(input),
      description: input.description.trim(),
      transaction_type_id: input.transactionTypeId,
      subcategory_id: input.subcategoryId ?? null,
      budget_id: input.budgetId ?? null,
      debit_account_id: input.debitAccountId,
      credit_account_id: input.creditAccountId,
      amount,
      weekday_only_type_id: input.recurrenceTypeId === RecurrenceType.Once ? 1 : (input.weekdayOnlyTypeId ?? 1),
      auto_pay: flag(input.autoPay),
      updated_at: now,
    };
    // Switching auto-pay on covers payments from today: earlier ones are the family's to pay or skip.
    const switchesOnAutoPay = input.autoPay && !(existing && isSet(existing.auto_pay));
    let scheduleId: number;
    if (existing) {
      const boundary = switchesOnAutoPay ? { auto_paid_through: autoPayBoundary(ruleOf(existing), today) } : {};
      await familyScope(trx, familyId)
        .updateTable('schedules')
        .set({ ...values, ...boundary })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('schedule_tags').where('schedule_id', '=', existing.id).execute();
      scheduleId = existing.id;
    } else {
      const rule = ruleOf({
        recurrence_type_id: input.recurrenceTypeId,
        schedule_start: input.scheduleStart,
        ...values,
      });
      const boundary = switchesOnAutoPay ? autoPayBoundary(rule, today) : 0;
      const created = await trx
        .insertInto('schedules')
        .values({
          ...values,
          family_id: familyId,
          recurrence_type_id: input.recurrenceTypeId,
          schedule_start: input.scheduleStart,
          auto_paid_through: boundary,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      scheduleId = created.id;
    }
    if (tagIds.length)
      await trx
        .insertInto('schedule_tags')
        .values(tagIds.map((tagId) => ({ schedule_id: scheduleId, tag_id: tagId })))
        .execute();
    const after = await readableSchedule(trx, familyId, scheduleId);
    const stamp = { familyId, at: now, userId: auth.userId };
    await recordRecordChange(trx, stamp, HistoryEntity.Schedule, scheduleId, before, after);
    return scheduleId;
  });
  return getSchedule(deps, auth, savedId);
}

/** Deletes a schedule; the transactions that paid it stay as they are. */
export async function deleteSchedule(
  deps: AppDeps,
  familyId: number,
  id: number,
  userId: number | null = null,
): Promise<void> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findScheduleRow(deps, familyId, id, trx);
    await familyScope(trx, familyId)
      .updateTable('schedules')
      .set({ is_deleted: 1, updated_at: deps.clock().toISOString() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('scenario_schedules').where('schedule_id', '=', id).execute();
    const stamp = { familyId, at: deps.clock().toISOString(), userId };
    await recordRecordEvent(trx, stamp, HistoryEntity.Schedule, id, HistoryAction.Delete);
  });
}
