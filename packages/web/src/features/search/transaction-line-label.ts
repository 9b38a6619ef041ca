import type { TransactionLine } from '@hearth/contract';

/** 'Category - Subcategory (Budget)', as a search result shows each line of a transaction. */
export function transactionLineLabel(
  line: Pick<TransactionLine, 'categoryName' | 'subCategoryName' | 'budget'>,
): string {
  const category = [line.categoryName, line.subCategoryName].filter(Boolean).join(' - ') || 'Uncategorised';
  return line.budget ? `${category} (${line.budget})` : category;
}
