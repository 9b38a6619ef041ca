import { TransactionType, type ScheduleEvent } from '@hearth/contract';

type GroupedFields = Pick<ScheduleEvent, 'dueDays'>;

/** The heading a payment is listed under, by how many days until it is due (negative: overdue). */
export function dueHeading(dueDays: number): string {
  if (dueDays < 0) return 'Overdue';
  if (dueDays === 0) return 'Due today';
  if (dueDays === 1) return 'Due tomorrow';
  return `In ${dueDays} days`;
}

export interface DueGroup<T> {
  heading: string;
  events: T[];
}

/** Payments under their due headings, most overdue first; within a heading the server's order holds. */
export function groupByDue<T extends GroupedFields>(events: readonly T[]): DueGroup<T>[] {
  const sorted = [...events].sort((a, b) => a.dueDays - b.dueDays);
  const groups: DueGroup<T>[] = [];
  for (const event of sorted) {
    const heading = dueHeading(event.dueDays);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.events.push(event);
    else groups.push({ heading, events: [event] });
  }
  return groups;
}

/** The Payee search: a part of the debit or the credit account's name, in any case. */
export function matchesPayee(event: Pick<ScheduleEvent, 'debitAccount' | 'creditAccount'>, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return event.debitAccount.toLowerCase().includes(wanted) || event.creditAccount.toLowerCase().includes(wanted);
}

/** Who the money goes to (a payment), comes from (a deposit), or both sides of a transfer. */
export function counterpartLabel(
  event: Pick<ScheduleEvent, 'transactionTypeId' | 'debitAccount' | 'creditAccount'>,
): string {
  if (event.transactionTypeId === TransactionType.Deposit) return `From ${event.debitAccount}`;
  if (event.transactionTypeId === TransactionType.Transfer) return `${event.debitAccount} to ${event.creditAccount}`;
  return `To ${event.creditAccount}`;
}

/** The list's search, as its address keeps it: `?payee=grocer`. */
export interface UpcomingListChoices {
  payee: string;
}

export const upcomingListChoicesOf = (params: URLSearchParams): UpcomingListChoices => ({
  payee: params.get('payee') ?? '',
});

export function upcomingListQueryOf({ payee }: UpcomingListChoices): URLSearchParams {
  return new URLSearchParams(payee ? { payee } : {});
}
