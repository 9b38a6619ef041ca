import type { Category, Subcategory } from '@hearth/contract';
import { flagParam } from '../../lib/query-values';

export type CategoryRow =
  | {
      kind: 'category';
      key: string;
      category: Category;
      name: string;
      enabled: boolean;
      amount: number;
      transactionCount: number;
    }
  | {
      kind: 'subcategory';
      key: string;
      category: Category;
      subcategory: Subcategory;
      name: string;
      enabled: boolean;
      amount: number;
      transactionCount: number;
    };

export type CategoryAction = 'modify' | 'delete' | 'restore' | 'createSubcategory' | 'merge';

/**
 * The table's rows: each category followed by its subcategories. Without Include Inactive, deleted
 * categories (with everything under them) and deleted subcategories are left out.
 */
export function categoryRows(categories: readonly Category[], includeInactive: boolean): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (const category of categories) {
    if (category.isDeleted && !includeInactive) continue;
    rows.push({
      kind: 'category',
      key: `category-${category.id}`,
      category,
      name: category.name,
      enabled: !category.isDeleted,
      amount: category.amount,
      transactionCount: category.transactionCount,
    });
    for (const subcategory of category.subcategories) {
      if (subcategory.isDeleted && !includeInactive) continue;
      rows.push({
        kind: 'subcategory',
        key: `subcategory-${subcategory.id}`,
        category,
        subcategory,
        name: subcategory.name,
        enabled: !subcategory.isDeleted,
        amount: subcategory.amount,
        transactionCount: subcategory.transactionCount,
      });
    }
  }
  return rows;
}

/**
 * What a selected row offers. A deleted item can only be restored. A subcategory in use cannot be deleted
 * (the server refuses) but can be merged into another; one not in use has nothing to merge.
 */
export function actionsFor(row: CategoryRow): CategoryAction[] {
  if (!row.enabled) return ['restore'];
  if (row.kind === 'category') return ['modify', 'delete', 'createSubcategory'];
  return row.subcategory.usages > 0 ? ['modify', 'merge'] : ['modify', 'delete'];
}

const count = new Intl.NumberFormat('en-US');

/**
 * What deleting a row means, said before it happens: a category goes with its subcategories, and the
 * transactions filed under it keep their subcategories (a delete is soft and can be restored).
 */
export function deleteMessage(row: CategoryRow): string {
  if (row.kind === 'subcategory') return `Confirm you want to delete the subcategory ${row.name}.`;
  const live = row.category.subcategories.filter((subcategory) => !subcategory.isDeleted).length;
  const subcategories =
    live === 0 ? '' : live === 1 ? ' and its subcategory' : ` and its ${count.format(live)} subcategories`;
  const n = row.transactionCount;
  const transactions =
    n === 0
      ? ''
      : ` Its ${count.format(n)} transaction${n === 1 ? ' keeps its subcategory' : 's keep their subcategories'}.`;
  return `Confirm you want to delete the category ${row.name}${subcategories}.${transactions} Include Inactive shows it again, to restore it.`;
}

/** The list's switch, as its address keeps it: `?inactive=true`. */
export interface CategoryListChoices {
  includeInactive: boolean;
}

export const categoryListChoicesOf = (params: URLSearchParams): CategoryListChoices => ({
  includeInactive: flagParam(params, 'inactive', false),
});

export function categoryListQueryOf({ includeInactive }: CategoryListChoices): URLSearchParams {
  return new URLSearchParams(includeInactive ? { inactive: 'true' } : {});
}
