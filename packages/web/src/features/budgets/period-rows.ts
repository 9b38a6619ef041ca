import { formatDate, fromDayNumber, toDayNumber, type Budget, type BudgetPeriod } from '@hearth/contract';

/** '05 Mar – 11 Mar 2026' within a year, '29 Dec 2025 – 04 Jan 2026' across one; one day reads once. */
export function periodRange(fromDate: string, toDate: string): string {
  if (fromDate === toDate) return formatDate(fromDate);
  const from = formatDate(fromDate);
  const to = formatDate(toDate);
  return fromDate.slice(0, 4) === toDate.slice(0, 4) ? `${from.slice(0, -5)} – ${to}` : `${from} – ${to}`;
}

export interface PeriodRow extends BudgetPeriod {
  range: string;
  isCurrent: boolean;
}

/** The periods as the view lists them: newest first, the one holding today marked. */
export function periodRows(budget: Pick<Budget, 'schedule' | 'currentBudgetNumber'>): PeriodRow[] {
  return [...budget.schedule]
    .sort((a, b) => b.budgetNumber - a.budgetNumber)
    .map((period) => ({
      ...period,
      range: periodRange(period.fromDate, period.toDate),
      isCurrent: period.budgetNumber === budget.currentBudgetNumber,
    }));
}

/** The period a view opens on: the current one, or the first before the budget starts. */
export function initialPeriod(budget: Pick<Budget, 'schedule' | 'currentBudgetNumber'>): BudgetPeriod | null {
  return (
    budget.schedule.find((period) => period.budgetNumber === budget.currentBudgetNumber) ??
    budget.schedule.at(-1) ??
    null
  );
}

/** True when some period carried money in or out: without carry-over the column would only repeat $0.00. */
export function showsCarryIn(budget: Pick<Budget, 'schedule' | 'carryOver'>): boolean {
  return budget.carryOver || budget.schedule.some((period) => period.carryIn !== 0);
}

export interface AllowanceFromChoice {
  value: number;
  label: string;
}

/**
 * The periods a changed allowance may apply from, newest first: the one after the current period (when
 * the budget goes on), the current one, and every earlier one, which a correction may reach back to.
 */
export function allowanceFromChoices(
  budget: Pick<Budget, 'schedule' | 'currentBudgetNumber' | 'endDate'>,
): AllowanceFromChoice[] {
  const rows = periodRows(budget);
  const choices = rows.map((row) => ({
    value: row.budgetNumber,
    label: `${row.isCurrent ? 'This period' : `Period ${row.budgetNumber}`}: ${row.range}`,
  }));
  const last = rows[0];
  // The periods end with the current one; the next begins the day after it, unless the budget has ended by then.
  if (last && budget.currentBudgetNumber >= 1 && last.budgetNumber === budget.currentBudgetNumber) {
    const nextStart = fromDayNumber(toDayNumber(last.toDate) + 1);
    if (budget.endDate === null || nextStart <= budget.endDate) {
      choices.unshift({ value: last.budgetNumber + 1, label: `Next period: from ${formatDate(nextStart)}` });
    }
  }
  return choices;
}
