import { AccountType, TransactionType, type Transaction } from '@hearth/contract';
import { seenFromFamily } from './money-sign';

type TransactionSides = Pick<
  Transaction,
  | 'transactionTypeId'
  | 'debitAccountId'
  | 'creditAccountId'
  | 'debitAccountName'
  | 'creditAccountName'
  | 'debitAccountTypeId'
  | 'creditAccountTypeId'
  | 'amount'
>;

/**
 * The name a list shows beside a transaction. Seen from one account (its own list, its recent ones), it is
 * the other side; family-wide it is who was paid (payment), who paid (deposit), or both accounts of a transfer.
 */
export function counterpartyName(transaction: TransactionSides, accountId: number | null = null): string {
  if (accountId !== null) {
    if (transaction.debitAccountId === accountId) return transaction.creditAccountName;
    if (transaction.creditAccountId === accountId) return transaction.debitAccountName;
  }
  if (transaction.transactionTypeId === TransactionType.Payment) return transaction.creditAccountName;
  if (transaction.transactionTypeId === TransactionType.Deposit) return transaction.debitAccountName;
  return `${transaction.debitAccountName} → ${transaction.creditAccountName}`;
}

/**
 * The amount with the sign of its effect on the family's money (components/money-sign.ts). Seen from one
 * bank account, money flows from the debit account to the credit account, so a debit lowers its balance.
 * Family-wide, and seen from a third party, payments go out, deposits come in and transfers stay inside
 * the family (shown unsigned).
 */
export function signedAmount(transaction: TransactionSides, accountId: number | null = null): number {
  // 0 - amount rather than -amount: a zero amount must not print as -$0.00.
  if (accountId !== null) {
    const { debitAccountId, creditAccountId } = transaction;
    if (debitAccountId === accountId && transaction.debitAccountTypeId === AccountType.Bank)
      return 0 - transaction.amount;
    if (creditAccountId === accountId && transaction.creditAccountTypeId === AccountType.Bank)
      return transaction.amount;
  }
  if (transaction.transactionTypeId === TransactionType.Payment) return 0 - transaction.amount;
  return transaction.amount;
}

/** A register's running balance (the account's balance after the transaction), signed as its amounts are. */
export function shownRunningBalance(
  transaction: Pick<TransactionSides, 'debitAccountId' | 'debitAccountTypeId' | 'creditAccountTypeId'>,
  accountId: number,
  runningBalance: number,
): number {
  const accountTypeId =
    transaction.debitAccountId === accountId ? transaction.debitAccountTypeId : transaction.creditAccountTypeId;
  return seenFromFamily(accountTypeId, runningBalance);
}
