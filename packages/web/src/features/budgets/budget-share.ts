import { fromCents, toCents, TransactionType, type Transaction } from '@hearth/contract';

/**
 * What a transaction's lines naming the budget add up to, with the sign of their effect family-wide, as
 * the other transaction lists show it: a payment goes out (negative), a refund comes in, a transfer stays
 * unsigned. Summed in cents so that split lines add up exactly.
 */
export function budgetShare(
  transaction: Pick<Transaction, 'transactionTypeId' | 'transactionLines'>,
  budgetId: number,
): number {
  let cents = 0;
  for (const line of transaction.transactionLines) if (line.budgetId === budgetId) cents += toCents(line.amount);
  const share = fromCents(cents);
  // 0 - share rather than -share: a zero share must not print as -$0.00.
  return transaction.transactionTypeId === TransactionType.Payment ? 0 - share : share;
}

/** True when only some of the transaction's lines name the budget, so its whole amount differs from the share. */
export function isPartShare(transaction: Pick<Transaction, 'transactionLines'>, budgetId: number): boolean {
  return transaction.transactionLines.some((line) => line.budgetId !== budgetId);
}
