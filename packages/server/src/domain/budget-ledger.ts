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
  /**
   * The most a period passes on either way (cents): what it left, and what it overspent. Without a cap,
   * the whole of either passes on.
   */
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

const shareOf = (used: number, of: number) => Math.round((used / of) * 1000) / 10;

/**
 * Used as a share of what the period may spend, to one decimal: $600 of $400 is 150%. When an overspend
 * carried in leaves the period nothing to spend, the share is of its own allowance ($3,313 of $400 is
 * 828.3%, not a flat 100%); only a period with no allowance at all and some use reads 100%.
 */
export function percentageUsed(used: number, effectiveAllowance: number, allowance = effectiveAllowance): number {
  if (effectiveAllowance > 0) return shareOf(used, effectiveAllowance);
  if (allowance > 0) return shareOf(used, allowance);
  return used > 0 || effectiveAllowance < 0 ? 100 : 0;
}

/** What a period passes on to the next: what it left or overspent, bounded by the cap either way. */
export function carriedOn(left: number, carryOver: CarryOver): number {
  if (!carryOver.enabled) return 0;
  if (carryOver.cap === null) return left;
  return Math.max(-carryOver.cap, Math.min(left, carryOver.cap));
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
 * overspends) adds to the next one's allowance, up to the cap either way.
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
      percentageUsed: percentageUsed(spent, effectiveAllowance, allowance),
    };
    carryIn = carriedOn(left, carryOver);
    return row;
  });
}
