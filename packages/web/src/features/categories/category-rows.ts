import type { Category, Subcategory } from '@hearth/contract';

export type CategoryRow =
  | { kind: 'category'; key: string; category: Category; name: string; enabled: boolean; amount: number; transactionCount: number }
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
