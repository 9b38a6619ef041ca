import type { BudgetPeriod } from './budget-periods.js';

/** An allowance from one period on (cents), until a later one. */
export interface AllowanceChange {
  fromPeriod: number;
  amount: number;
}

/** What a budget used on one day (cents). */
export interface DayUse {
  day: string;
  amount: number;
}

export interface CarryOver {
  enabled: boolean;
  /** The most a period under budget passes on (cents); an overspend always passes on whole. */
  cap: number | null;
}

export interface PeriodUse extends BudgetPeriod {
  /** The allowance set for the period (cents). */
  allowance: number;
  /** What the period before left (negative: overspent), when the budget carries over. */
  carryIn: number;
  /** allowance + carryIn. */
  effectiveAllowance: number;
  used: number;
  /** effectiveAllowance - used. */
  left: number;
  percentageUsed: number;
}

/** The allowance of period n: the latest change from n or before. */
export function allowanceFor(changes: AllowanceChange[], n: number): number {
  let found: AllowanceChange | null = null;
  for (const change of changes)
    if (change.fromPeriod <= n && (!found || change.fromPeriod > found.fromPeriod)) found = change;
  return found?.amount ?? 0;
}

/** Used as a share of what the period may spend, to one decimal; past zero allowance, used is all over. */
export function percentageUsed(used: number, effectiveAllowance: number): number {
  if (effectiveAllowance <= 0) return used > 0 || effectiveAllowance < 0 ? 100 : 0;
  return Math.round((used / effectiveAllowance) * 1000) / 10;
}

/** Sums each period's use from day totals sorted or not; days outside every period are left out. */
export function usedByPeriod(periods: BudgetPeriod[], days: DayUse[]): number[] {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const used = periods.map(() => 0);
  let p = 0;
  for (const day of sorted) {
    while (p < periods.length && (periods[p] as BudgetPeriod).toDate < day.day) p += 1;
    if (p === periods.length) break;
    if ((periods[p] as BudgetPeriod).fromDate <= day.day) used[p] = (used[p] as number) + day.amount;
  }
  return used;
}

/**
 * Each period's allowance, carry-in, use and what is left. With carry-over, what a period leaves (or
 * overspends) adds to the next one's allowance; a cap limits only what is passed on when under budget.
 */
export function budgetLedger(
  periods: BudgetPeriod[],
  changes: AllowanceChange[],
  days: DayUse[],
  carryOver: CarryOver,
): PeriodUse[] {
  const used = usedByPeriod(periods, days);
  let carryIn = 0;
  return periods.map((period, index) => {
    const allowance = allowanceFor(changes, period.budgetNumber);
    const effectiveAllowance = allowance + carryIn;
    const spent = used[index] as number;
    const left = effectiveAllowance - spent;
    const row: PeriodUse = {
      ...period,
      allowance,
      carryIn,
      effectiveAllowance,
      used: spent,
      left,
      percentageUsed: percentageUsed(spent, effectiveAllowance),
    };
    carryIn = carryOver.enabled ? (left > 0 && carryOver.cap !== null ? Math.min(left, carryOver.cap) : left) : 0;
    return row;
  });
}
