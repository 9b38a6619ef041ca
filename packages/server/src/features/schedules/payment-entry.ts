import type { Executor } from '../../db/database.js';
import type { ComputedEvent } from '../../domain/schedule-events.js';
import type { LedgerEntry } from '../ledger/writer.js';
import type { ScheduleRow } from './rows.js';

/** The tags a schedule gives the transactions that pay it, by name. */
export async function scheduleTags(db: Executor, scheduleId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('schedule_tags as st')
    .innerJoin('tags', 'tags.id', 'st.tag_id')
    .select(['tags.id', 'tags.name'])
    .where('st.schedule_id', '=', scheduleId)
    .orderBy('tags.name')
    .execute();
}

type PayingSchedule = Pick<
  ScheduleRow,
  'transaction_type_id' | 'debit_account_id' | 'credit_account_id' | 'description' | 'subcategory_id' | 'budget_id'
>;

/**
 * The transaction that pays one of a schedule's payments, as the ledger writes it: the schedule's accounts,
 * description, subcategory, budget and tags, on the payment's date and for its amount (a variation may have
 * changed either). Paying a payment and auto-pay both record it.
 */
export function schedulePaymentEntry(
  schedule: PayingSchedule,
  payment: Pick<ComputedEvent, 'date' | 'amount'>,
  tagIds: number[],
): LedgerEntry {
  return {
    date: payment.date,
    typeId: schedule.transaction_type_id,
    debitAccountId: schedule.debit_account_id,
    creditAccountId: schedule.credit_account_id,
    description: schedule.description,
    lines: [{ amount: payment.amount, subcategoryId: schedule.subcategory_id, budgetId: schedule.budget_id }],
    tagIds,
  };
}
