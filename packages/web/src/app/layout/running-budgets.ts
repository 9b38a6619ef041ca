import type { BudgetSummary } from '@hearth/contract';

/**
 * The budgets the side panel shows a bar for: those with a period holding today. One that has not
 * started has no period yet, and one that has ended only keeps its history.
 */
export function runningBudgets<T extends Pick<BudgetSummary, 'currentBudgetNumber' | 'endDate'>>(
  budgets: readonly T[],
  today: string,
): T[] {
  return budgets.filter(
    (budget) => budget.currentBudgetNumber >= 1 && (budget.endDate === null || budget.endDate >= today),
  );
}
