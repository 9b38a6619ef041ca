import type { LedgerSession } from './ledger';

/**
 * Schedule set-up through the API and the payment dates a spec expects, worked out here independently
 * of the server's recurrence engine so that a wrong date on screen fails the spec.
 */
export interface ScheduleInput {
  description: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  scheduleStart: string;
  /** 1 Once … 8 Annually; 4 Monthly unless given. */
  recurrenceTypeId?: number;
  /** 1 No, 2 Preceding Friday, 3 Following Monday. */
  weekdayOnlyTypeId?: number;
  /** 1 Payment (the default), 2 Deposit, 3 Transfer. */
  transactionTypeId?: 1 | 2 | 3;
  subcategoryId?: number | null;
}

export async function createSchedule(ledger: LedgerSession, input: ScheduleInput): Promise<number> {
  const saved = await ledger.call('POST', '/api/schedule', {
    recurrenceTypeId: 4,
    recurrenceEndTypeId: 1,
    weekdayOnlyTypeId: 1,
    transactionTypeId: 1,
    tags: [],
    ...input,
  });
  return saved.id;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day `days` after an ISO date. */
export function plusDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The next 31 January that is still ahead (today's, if today is not past it). */
export function nextThirtyFirstOfJanuary(today: string): string {
  const year = Number(today.slice(0, 4));
  return today <= `${year}-01-31` ? `${year}-01-31` : `${year + 1}-01-31`;
}

/**
 * Payment `n` (1-based) of a monthly schedule on the 31st starting in January of `year`: the month's last
 * day when it has no 31st, then a Saturday or Sunday moved to the following Monday.
 */
export function monthEndPaymentFollowingMonday(year: number, n: number): string {
  const lastDay = new Date(Date.UTC(year, n, 0));
  const weekday = lastDay.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return iso(new Date(lastDay.getTime() + shift * 86_400_000));
}
