import { TransactionType, type ScheduleEvent } from '@hearth/contract';

type EventSides = Pick<ScheduleEvent, 'transactionTypeId' | 'debitAccount' | 'creditAccount' | 'amount'>;

/** 'Over Due!' before today, 'Due Now' today (spec section 4), then how many days are left. */
export function dueLabel(dueDays: number): string {
  if (dueDays < 0) return 'Over Due!';
  if (dueDays === 0) return 'Due Now';
  return dueDays === 1 ? 'In 1 day' : `In ${dueDays} days`;
}

export type DueState = 'overdue' | 'today' | 'later';

export function dueState(dueDays: number): DueState {
  if (dueDays < 0) return 'overdue';
  return dueDays === 0 ? 'today' : 'later';
}

/** Who the payment is with: the payee of a payment, the payer of a deposit, both accounts of a transfer. */
export function otherSide(event: EventSides): string {
  if (event.transactionTypeId === TransactionType.Payment) return event.creditAccount;
  if (event.transactionTypeId === TransactionType.Deposit) return event.debitAccount;
  return `${event.debitAccount} → ${event.creditAccount}`;
}

/** Payments go out, deposits come in, transfers stay inside the family (unsigned). */
export function signedEventAmount(event: EventSides): number {
  // 0 - amount rather than -amount: a zero amount must not print as -$0.00.
  return event.transactionTypeId === TransactionType.Payment ? 0 - event.amount : event.amount;
}
