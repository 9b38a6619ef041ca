import type { RecurrenceRule } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { withAccountNames, withSubcategoryName } from '../../db/naming-joins.js';
import type { PaidBy, Variation } from '../../domain/schedule-events.js';
import { familyScope } from '../../platform/tenancy.js';

/** Schedules with the names of their accounts and subcategory. */
export function schedulesQuery(db: Executor, familyId: number) {
  const schedules = familyScope(db, familyId)
    .selectFrom('schedules')
    .select([
      'schedules.id',
      'schedules.recurrence_type_id',
      'schedules.schedule_start',
      'schedules.recurrence_end_type_id',
      'schedules.schedule_end',
      'schedules.number_of_transactions',
      'schedules.description',
      'schedules.transaction_type_id',
      'schedules.subcategory_id',
      'schedules.budget_id',
      'schedules.debit_account_id',
      'schedules.credit_account_id',
      'schedules.amount',
      'schedules.weekday_only_type_id',
      'schedules.auto_pay',
      'schedules.auto_paid_through',
      'schedules.is_deleted',
    ]);
  return withSubcategoryName(withAccountNames(schedules, 'schedules'), 'schedules.subcategory_id');
}

export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof schedulesQuery>['executeTakeFirstOrThrow']>>;

export function ruleOf(
  row: Pick<
    ScheduleRow,
    | 'recurrence_type_id'
    | 'schedule_start'
    | 'recurrence_end_type_id'
    | 'schedule_end'
    | 'number_of_transactions'
    | 'weekday_only_type_id'
  >,
): RecurrenceRule {
  return {
    recurrenceTypeId: row.recurrence_type_id,
    start: row.schedule_start,
    endTypeId: row.recurrence_end_type_id,
    end: row.schedule_end,
    count: row.number_of_transactions,
    weekdayAdjustmentId: row.weekday_only_type_id,
  };
}

export interface ScheduleHistory {
  variations: Map<number, Variation[]>;
  payments: Map<number, PaidBy[]>;
}

/** The schedules whose history a read needs: some by id, or every live schedule of the family. */
export type ScheduleSelection = number[] | 'live';

/**
 * The variations of some schedules, and the live transactions that paid their payments. Every live
 * schedule's is read by a subquery, not by a list of ids: no wait for the schedules themselves first,
 * so that the two reads go together.
 */
export async function loadHistory(
  db: Executor,
  familyId: number,
  schedules: ScheduleSelection,
): Promise<ScheduleHistory> {
  const history: ScheduleHistory = { variations: new Map(), payments: new Map() };
  if (schedules !== 'live' && schedules.length === 0) return history;
  const ids =
    schedules === 'live'
      ? familyScope(db, familyId).selectFrom('schedules').select('schedules.id').where('schedules.is_deleted', '=', 0)
      : schedules;
  const [variations, payments] = await Promise.all([
    familyScope(db, familyId).selectFrom('schedule_variations').selectAll().where('schedule_id', 'in', ids).execute(),
    familyScope(db, familyId)
      .selectFrom('transactions')
      .select(['id', 'schedule_id', 'payment_number', 'transaction_date', 'amount'])
      .where('schedule_id', 'in', ids)
      .where('is_deleted', '=', 0)
      .execute(),
  ]);
  for (const row of variations) {
    const list = history.variations.get(row.schedule_id) ?? [];
    list.push({
      id: row.id,
      paymentNumber: row.payment_number,
      kind: row.kind,
      newDate: row.new_date,
      newAmount: row.new_amount === null ? null : Number(row.new_amount),
      continues: row.continues === 1,
      description: row.description,
    });
    history.variations.set(row.schedule_id, list);
  }
  for (const row of payments) {
    if (row.schedule_id === null || row.payment_number === null) continue;
    const list = history.payments.get(row.schedule_id) ?? [];
    list.push({
      paymentNumber: row.payment_number,
      transactionId: row.id,
      transactionDate: row.transaction_date,
      amount: Number(row.amount),
    });
    history.payments.set(row.schedule_id, list);
  }
  return history;
}
