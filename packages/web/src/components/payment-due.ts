import { TransactionType, type ScheduleEvent } from '@hearth/contract';

/**
 * How a scheduled payment's due day reads, the same wherever a payment shows: 'Over Due!' before today
 * and 'Due Now' today (spec section 4), 'Due tomorrow', then how many days are left.
 */
export function dueLabel(dueDays: number): string {
  if (dueDays < 0) return 'Over Due!';
  if (dueDays === 0) return 'Due Now';
  return dueDays === 1 ? 'Due tomorrow' : `In ${dueDays} days`;
}

export type DueState = 'overdue' | 'today' | 'later';

export function dueState(dueDays: number): DueState {
  if (dueDays < 0) return 'overdue';
  return dueDays === 0 ? 'today' : 'later';
}

/** Whether a payment is still to pay and past its day: paid and skipped ones are not overdue. */
export function isOverdue(event: Pick<ScheduleEvent, 'dueDays' | 'isPaid' | 'isSkipped'>): boolean {
  return event.dueDays < 0 && !event.isPaid && !event.isSkipped;
}

/**
 * A payment's amount as the family's money sees it, the same on every page: payments go out (negative),
 * deposits come in, transfers stay inside the family (unsigned).
 */
export function signedEventAmount(event: Pick<ScheduleEvent, 'transactionTypeId' | 'amount'>): number {
  // 0 - amount rather than -amount: a zero amount must not print as -$0.00.
  return event.transactionTypeId === TransactionType.Payment ? 0 - event.amount : event.amount;
}
