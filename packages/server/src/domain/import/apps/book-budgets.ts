import type { BookSubcategory } from './app-book.js';
import { uniqueNames } from './names.js';

/** One month's amount budgeted for a subcategory, as the app planned it. */
export interface BudgetMonth {
  subcategory: BookSubcategory;
  /** YYYY-MM */
  month: string;
  /** In cents. */
  amount: number;
}

/**
 * A monthly Hearth budget made from the app's per-category plan: it starts on the first day of the first
 * month with an amount, and its allowance changes from the period (month) where the app's amount changes.
 */
export interface BookBudget {
  name: string;
  subcategory: BookSubcategory;
  startDate: string;
  /** Period 1 is the start month; amounts in cents, never below zero. */
  changes: { fromPeriod: number; amount: number }[];
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const keyOf = (subcategory: BookSubcategory) => `${subcategory.category}\u0000${subcategory.subcategory}`;

/**
 * The budgets of a plan: one per subcategory that has an amount in some month, named after the
 * subcategory (made unique). Months the plan leaves out count as zero; a negative amount (money moved
 * out of the category) counts as zero too, since an allowance cannot be below zero.
 */
export function budgetsOf(months: BudgetMonth[]): BookBudget[] {
  const bySubcategory = new Map<string, { subcategory: BookSubcategory; amounts: Map<number, number> }>();
  for (const entry of months) {
    const key = keyOf(entry.subcategory);
    const budget = bySubcategory.get(key) ?? { subcategory: entry.subcategory, amounts: new Map<number, number>() };
    const index = monthIndex(entry.month);
    budget.amounts.set(index, (budget.amounts.get(index) ?? 0) + entry.amount);
    bySubcategory.set(key, budget);
  }
  const planned = [...bySubcategory.values()].filter((budget) =>
    [...budget.amounts.values()].some((amount) => amount > 0),
  );
  const names = uniqueNames(planned.map((budget) => budget.subcategory.subcategory.slice(0, 90)));
  return planned.map((budget, position) => {
    const indexes = [...budget.amounts].filter(([, amount]) => amount > 0).map(([index]) => index);
    const first = Math.min(...indexes);
    const last = Math.max(...indexes);
    const changes: { fromPeriod: number; amount: number }[] = [];
    for (let index = first; index <= last; index += 1) {
      const amount = Math.max(budget.amounts.get(index) ?? 0, 0);
      if (changes[changes.length - 1]?.amount !== amount) changes.push({ fromPeriod: index - first + 1, amount });
    }
    const year = Math.floor(first / 12);
    const month = (first % 12) + 1;
    return {
      name: names[position] as string,
      subcategory: budget.subcategory,
      startDate: `${year}-${String(month).padStart(2, '0')}-01`,
      changes,
    };
  });
}

/** The budget named for a subcategory, if the plan made one. */
export function budgetFinder(budgets: BookBudget[]): (subcategory: BookSubcategory | null) => BookBudget | null {
  const byKey = new Map(budgets.map((budget) => [keyOf(budget.subcategory), budget]));
  return (subcategory) => (subcategory ? (byKey.get(keyOf(subcategory)) ?? null) : null);
}
