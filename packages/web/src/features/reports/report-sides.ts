import type { CategoryAmountRow } from '@hearth/contract';
import { choiceParam } from '../../lib/query-values';

/**
 * The two sides the server puts every line on (packages/server/src/features/reports/spending.ts). The web
 * never works a side out: each Category Amount row says its own in `incomeCategory`.
 */
export const REPORT_SIDES = ['spending', 'income'] as const;
export type ReportSide = (typeof REPORT_SIDES)[number];
export const DEFAULT_SIDE: ReportSide = 'spending';

export const SIDE_LABELS: Record<ReportSide, string> = { spending: 'Spending', income: 'Income' };

export function sideOfRow(row: Pick<CategoryAmountRow, 'incomeCategory'>): ReportSide {
  return row.incomeCategory ? 'income' : 'spending';
}

/** The rows of one side, in the order given. */
export function rowsOfSide<Row extends Pick<CategoryAmountRow, 'incomeCategory'>>(
  rows: readonly Row[],
  side: ReportSide,
): Row[] {
  return rows.filter((row) => sideOfRow(row) === side);
}

/** `show=income` in the address; spending, the default, is left out. */
export function sideFromQuery(params: URLSearchParams): ReportSide {
  return choiceParam(params, 'show', REPORT_SIDES, DEFAULT_SIDE);
}

export function sideToQuery(params: URLSearchParams, side: ReportSide): void {
  if (side !== DEFAULT_SIDE) params.set('show', side);
}
