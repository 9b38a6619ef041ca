import type { Category, Subcategory } from '@hearth/contract';

/** Which modal of the categories page is open, and what it works on. */
export type CategoryDialog =
  | { kind: 'category'; category: Category | null }
  | { kind: 'subcategory'; categoryId: number; subcategory: Subcategory | null }
  | { kind: 'merge'; source: Subcategory };
