import { choiceParam, positiveIdParam } from '../../lib/query-values';
import { BUDGET_TYPE_CHOICES, type BudgetTypeId } from './budget-draft';

/** The Budget Trend report's choices, as its address keeps them: `?type=1&budget=7`; null until chosen. */
export interface BudgetTrendChoices {
  budgetTypeId: BudgetTypeId | null;
  budgetId: number | null;
}

const TYPE_IDS = BUDGET_TYPE_CHOICES.map((choice) => choice.value);

export function budgetTrendChoicesOf(params: URLSearchParams): BudgetTrendChoices {
  const typeId = choiceParam<BudgetTypeId | 0>(params, 'type', TYPE_IDS, 0);
  return { budgetTypeId: typeId === 0 ? null : typeId, budgetId: positiveIdParam(params, 'budget') };
}

export function budgetTrendQueryOf({ budgetTypeId, budgetId }: BudgetTrendChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (budgetTypeId !== null) params.set('type', String(budgetTypeId));
  if (budgetId !== null) params.set('budget', String(budgetId));
  return params;
}
