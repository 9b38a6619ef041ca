import { fromDayNumber, toDayNumber } from './calendar-days.js';

/** Money moving in (positive) or out (negative) of one account on a day, in cents. */
export interface Flow {
  date: string;
  amount: number;
}

export interface BalancePoint {
  date: string;
  /** Cents at the end of the day. */
  balance: number;
}

/**
 * The balance at the end of each day from `from` through `to`, starting from the balance at the start of
 * `from`. Flows dated before `from` (overdue payments) count on `from`; flows after `to` are ignored.
 */
export function forwardBalances(from: string, to: string, startBalance: number, flows: Flow[]): BalancePoint[] {
  // The first day's number is worked out once: a forecast of years meets tens of thousands of flows.
  const first = toDayNumber(from);
  const days = toDayNumber(to) - first;
  const byDay = new Array<number>(days + 1).fill(0);
  for (const flow of flows) {
    const index = Math.max(0, toDayNumber(flow.date) - first);
    if (index <= days) byDay[index] = (byDay[index] as number) + flow.amount;
  }
  const points: BalancePoint[] = new Array(days + 1);
  let balance = startBalance;
  for (let i = 0; i <= days; i += 1) {
    balance += byDay[i] as number;
    points[i] = { date: fromDayNumber(first + i), balance };
  }
  return points;
}

/**
 * The balance at the end of each day from `from` through `to`, working back from the balance at the end
 * of `to`: each earlier day's balance is the next day's less what moved on the next day.
 */
export function backwardBalances(from: string, to: string, endBalance: number, flows: Flow[]): BalancePoint[] {
  const first = toDayNumber(from);
  const days = toDayNumber(to) - first;
  const byDay = new Array<number>(days + 1).fill(0);
  for (const flow of flows) {
    const index = toDayNumber(flow.date) - first;
    if (index >= 0 && index <= days) byDay[index] = (byDay[index] as number) + flow.amount;
  }
  const points: BalancePoint[] = new Array(days + 1);
  let balance = endBalance;
  for (let i = days; i >= 0; i -= 1) {
    points[i] = { date: fromDayNumber(first + i), balance };
    balance -= byDay[i] as number;
  }
  return points;
}
