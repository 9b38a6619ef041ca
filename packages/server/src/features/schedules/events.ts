import { fromCents, RecurrenceTypeName, TransactionTypeName, type ScheduleEvent } from '@hearth/contract';
import { addDays } from '../../domain/calendar-days.js';
import { expandScheduleEvents, type ComputedEvent } from '../../domain/schedule-events.js';
import { ruleOf, type ScheduleHistory, type ScheduleRow } from './rows.js';

export interface Horizon {
  today: string;
  until: string;
  minimumAhead?: number;
  latest?: number;
}

/**
 * The most payments a schedule's answer lists: nineteen years of a weekly schedule, eighty of a monthly
 * one. Older payments still count everywhere else (upcoming, forecast, paying); the editor shows the
 * latest ones, which always include the year ahead.
 */
export const EDITOR_PAYMENTS = 1000;

/** About a year of payments ahead, and a dozen at least, for the schedule editor. */
export const editorHorizon = (today: string): Horizon => ({
  today,
  until: addDays(today, 366),
  minimumAhead: 12,
  latest: EDITOR_PAYMENTS,
});

export function computeEvents(row: ScheduleRow, history: ScheduleHistory, horizon: Horizon): ComputedEvent[] {
  return expandScheduleEvents(
    ruleOf(row),
    Number(row.amount),
    history.variations.get(row.id) ?? [],
    history.payments.get(row.id) ?? [],
    horizon,
  );
}

export function toScheduleEvent(row: ScheduleRow, event: ComputedEvent): ScheduleEvent {
  const type = TransactionTypeName[row.transaction_type_id] ?? 'Unknown';
  return {
    id: `${row.id}-${event.paymentNumber}`,
    scheduleId: row.id,
    paymentNumber: event.paymentNumber,
    date: event.date,
    scheduledDate: event.scheduledDate,
    amount: fromCents(event.amount),
    isPayable: event.isPayable,
    isSkipped: event.isSkipped,
    isPaid: event.isPaid,
    paidDate: event.paidBy?.transactionDate ?? null,
    dueDays: event.dueDays,
    displayText: `${row.description} (${RecurrenceTypeName[row.recurrence_type_id] ?? ''} payment ${event.paymentNumber})`,
    schedule: row.description,
    transactionType: type,
    transactionTypeId: row.transaction_type_id,
    subCategory: row.subcategory_name,
    debitAccount: row.debit_name,
    creditAccount: row.credit_name,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    variations: event.variations.map((v) => ({
      id: v.id,
      paymentNumber: v.paymentNumber,
      newDate: v.newDate,
      newAmount: v.newAmount === null ? null : fromCents(v.newAmount),
      isSkip: v.kind === 'skip',
      continueChange: v.continues,
      description: v.description,
    })),
    relatedTransactionId: event.paidBy?.transactionId ?? null,
    relatedTransaction: event.paidBy
      ? { transactionDate: event.paidBy.transactionDate, amount: fromCents(event.paidBy.amount) }
      : null,
    minimumAllowedMoveDate: event.minimumAllowedMoveDate,
    maximumAllowedMoveDate: event.maximumAllowedMoveDate,
  };
}
