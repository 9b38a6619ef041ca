import type { Transaction } from '@hearth/contract';

type Sides = Pick<Transaction, 'debitAccountId' | 'creditAccountId' | 'debitAccountName' | 'creditAccountName'>;

/**
 * The amount as the account sees it: money flows from the debit account to the credit account, so it
 * leaves (negative) the debit side and arrives (positive) on the credit side.
 */
export function signedAmountFor(transaction: Pick<Transaction, 'amount' | 'debitAccountId'>, accountId: number): number {
  // 0 - amount rather than -amount: a zero must not print as -$0.00.
  return transaction.debitAccountId === accountId ? 0 - transaction.amount : transaction.amount;
}

/** The name of the account on the other side: the payee of a payment, the payer of a deposit. */
export function otherSideName(transaction: Sides, accountId: number): string {
  return transaction.debitAccountId === accountId ? transaction.creditAccountName : transaction.debitAccountName;
}

/** 'Category - Subcategory' of the first line, 'Split (n)' for several lines, '' when uncategorised. */
export function categoryLabel(transaction: Pick<Transaction, 'transactionLines' | 'categoryName' | 'subCategoryName'>): string {
  if (transaction.transactionLines.length > 1) return `Split (${transaction.transactionLines.length})`;
  const parts = [transaction.categoryName, transaction.subCategoryName].filter((part): part is string => !!part);
  return parts.join(' - ');
}
