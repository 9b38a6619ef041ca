import type { CategoryAmountRow } from '@hearth/contract';
import { paletteColor } from './palette';
import { rowsOfSide, type ReportSide } from './report-sides';

/** The pie shows the largest subcategories by amount (spec section 9: the top 15). */
export const PIE_SLICES = 15;
export const OTHER_LABEL = 'Other';

export interface PieSlice {
  name: string;
  value: number;
  color: string;
  /** The slice's share of the pie, in percent to one decimal. */
  share: number;
}

export function sliceName(row: Pick<CategoryAmountRow, 'category' | 'subcategory'>): string {
  return `${row.category} - ${row.subcategory}`;
}

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The slices of the category amount pie for one side: its largest `limit` rows by amount, labelled
 * 'category - subcategory', then the rest summed as Other. Spending and income never share a pie (a salary
 * would dwarf every expense). A pie cannot draw nothing or less than nothing, so rows of $0.00 or below
 * are left to the table. Sums are taken in cents, so Other is exact to the cent.
 */
export function pieSlices(
  rows: readonly Pick<CategoryAmountRow, 'category' | 'subcategory' | 'amount' | 'incomeCategory'>[],
  side: ReportSide,
  limit = PIE_SLICES,
): PieSlice[] {
  const positive = rowsOfSide(rows, side)
    .filter((row) => toCents(row.amount) > 0)
    .sort((a, b) => b.amount - a.amount);
  const top = positive.slice(0, limit).map((row) => ({ name: sliceName(row), cents: toCents(row.amount) }));
  const restCents = positive.slice(limit).reduce((sum, row) => sum + toCents(row.amount), 0);
  const all = restCents > 0 ? [...top, { name: OTHER_LABEL, cents: restCents }] : top;
  const totalCents = all.reduce((sum, slice) => sum + slice.cents, 0);
  return all.map((slice, index) => ({
    name: slice.name,
    value: slice.cents / 100,
    color: paletteColor(index),
    share: Math.round((slice.cents / totalCents) * 1000) / 10,
  }));
}
