import { TransactionType, type ScheduleEvent } from '@hearth/contract';

type EventSides = Pick<ScheduleEvent, 'transactionTypeId' | 'debitAccount' | 'creditAccount'>;

/** Who the payment is with: the payee of a payment, the payer of a deposit, both accounts of a transfer. */
export function otherSide(event: EventSides): string {
  if (event.transactionTypeId === TransactionType.Payment) return event.creditAccount;
  if (event.transactionTypeId === TransactionType.Deposit) return event.debitAccount;
  return `${event.debitAccount} → ${event.creditAccount}`;
}
