import type { Transaction } from '@hearth/contract';

/** 'Category - Subcategory' of the first line, 'Split (n)' for several lines, '' when uncategorised. */
export function categoryLabel(
  transaction: Pick<Transaction, 'transactionLines' | 'categoryName' | 'subCategoryName'>,
): string {
  if (transaction.transactionLines.length > 1) return `Split (${transaction.transactionLines.length})`;
  const parts = [transaction.categoryName, transaction.subCategoryName].filter((part): part is string => !!part);
  return parts.join(' - ');
}
