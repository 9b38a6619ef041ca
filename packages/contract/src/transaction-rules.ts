import { AccountType, TransactionType } from './enums.js';

type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];
type AccountTypeId = (typeof AccountType)[keyof typeof AccountType];

/** Which kind of account each side takes: money flows from the debit account to the credit account. */
export const ACCOUNT_TYPES_BY_TRANSACTION_TYPE: Record<
  TransactionTypeId,
  { debit: AccountTypeId; credit: AccountTypeId }
> = {
  [TransactionType.Payment]: { debit: AccountType.Bank, credit: AccountType.ThirdParty },
  [TransactionType.Deposit]: { debit: AccountType.ThirdParty, credit: AccountType.Bank },
  [TransactionType.Transfer]: { debit: AccountType.Bank, credit: AccountType.Bank },
};

export interface TransactionSides {
  debitAccountId: number | null;
  creditAccountId: number | null;
}

/** The debit and credit accounts after a change of transaction type, by the six rules of the editor. */
export function changeTransactionType(from: number, to: number, sides: TransactionSides): TransactionSides {
  const { debitAccountId: debit, creditAccountId: credit } = sides;
  if (from === to) return sides;
  const P = TransactionType.Payment;
  const D = TransactionType.Deposit;
  const T = TransactionType.Transfer;
  if ((from === P && to === D) || (from === D && to === P)) return { debitAccountId: credit, creditAccountId: debit };
  if (from === P && to === T) return { debitAccountId: debit, creditAccountId: null };
  if (from === D && to === T) return { debitAccountId: null, creditAccountId: credit };
  if (from === T && to === D) return { debitAccountId: null, creditAccountId: debit };
  if (from === T && to === P) return { debitAccountId: debit, creditAccountId: null };
  return sides;
}
