import { GRANULARITIES, type CategoriesOverTimeRequest, type Category, type ReportGranularity } from '@hearth/contract';
import { asPeriodId, DEFAULT_PERIOD_ID, periodDays, type ReportPeriodId } from './report-periods';
import { choiceParam, flagParam, positiveIdParam } from '../../lib/query-values';
import { transfersFromQuery, transfersRequest, transfersToQuery } from './transfers-choice';

/** All spending, one category's subcategories, or one subcategory. */
export type SpendingSelection =
  { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'subcategory'; id: number };

export interface CategoriesOverTimeChoices {
  periodId: ReportPeriodId;
  granularity: ReportGranularity;
  /** Shows the bucket still running today, which is only part of a week, month, quarter or year. */
  includeCurrent: boolean;
  selection: SpendingSelection;
  /** Counts transfers between own accounts, which are otherwise neither spending nor income. */
  includeTransfers: boolean;
}

export const GRANULARITY_LABELS: Record<ReportGranularity, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};
export const DEFAULT_GRANULARITY: ReportGranularity = 'month';

export function categoriesOverTimeFromQuery(params: URLSearchParams): CategoriesOverTimeChoices {
  const subcategoryId = positiveIdParam(params, 'subCategoryId');
  const categoryId = positiveIdParam(params, 'categoryId');
  // A subcategory is the narrower choice: an address naming both keeps it.
  const selection: SpendingSelection =
    subcategoryId !== null
      ? { kind: 'subcategory', id: subcategoryId }
      : categoryId !== null
        ? { kind: 'category', id: categoryId }
        : { kind: 'all' };
  return {
    periodId: asPeriodId(params.get('period')) ?? DEFAULT_PERIOD_ID,
    granularity: choiceParam(params, 'granularity', GRANULARITIES, DEFAULT_GRANULARITY),
    includeCurrent: flagParam(params, 'includeCurrent', false),
    selection,
    includeTransfers: transfersFromQuery(params),
  };
}

export function categoriesOverTimeToQuery(choices: CategoriesOverTimeChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.periodId !== DEFAULT_PERIOD_ID) params.set('period', String(choices.periodId));
  if (choices.granularity !== DEFAULT_GRANULARITY) params.set('granularity', choices.granularity);
  if (choices.includeCurrent) params.set('includeCurrent', 'true');
  if (choices.selection.kind === 'category') params.set('categoryId', String(choices.selection.id));
  if (choices.selection.kind === 'subcategory') params.set('subCategoryId', String(choices.selection.id));
  transfersToQuery(params, choices.includeTransfers);
  return params;
}

export function categoriesOverTimeRequest(choices: CategoriesOverTimeChoices): CategoriesOverTimeRequest {
  const { selection } = choices;
  return {
    historicDays: periodDays(choices.periodId),
    granularity: choices.granularity,
    includeCurrent: choices.includeCurrent,
    categoryId: selection.kind === 'category' ? selection.id : null,
    subCategoryId: selection.kind === 'subcategory' ? selection.id : null,
    ...transfersRequest(choices.includeTransfers),
  };
}

/** The one picker's value for a selection: 'category:3', 'subcategory:12', or null for all spending. */
export function selectionValue(selection: SpendingSelection): string | null {
  return selection.kind === 'all' ? null : `${selection.kind}:${selection.id}`;
}

export function selectionFromValue(value: string | null): SpendingSelection {
  const match = value ? /^(category|subcategory):(\d+)$/.exec(value) : null;
  if (!match) return { kind: 'all' };
  const id = Number(match[2]);
  if (!(id > 0 && Number.isSafeInteger(id))) return { kind: 'all' };
  return match[1] === 'category' ? { kind: 'category', id } : { kind: 'subcategory', id };
}

/** How the chart names what it sums: 'All spending', 'Food', or 'Food - Groceries'. */
export function selectionName(
  selection: SpendingSelection,
  categories: readonly Pick<Category, 'id' | 'name' | 'subcategories'>[],
): string {
  if (selection.kind === 'category')
    return categories.find((category) => category.id === selection.id)?.name ?? 'Category';
  if (selection.kind === 'subcategory') {
    for (const category of categories) {
      const sub = category.subcategories.find((candidate) => candidate.id === selection.id);
      if (sub) return `${category.name} - ${sub.name}`;
    }
    return 'Subcategory';
  }
  return 'All spending';
}
