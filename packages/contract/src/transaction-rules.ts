import { AccountType, TransactionType, type AccountTypeId, type TransactionTypeId } from './enums.js';

/** Which kind of account each side takes: money flows from the debit account to the credit account. */
export const ACCOUNT_TYPES_BY_TRANSACTION_TYPE: Record<
  TransactionTypeId,
  { debit: AccountTypeId; credit: AccountTypeId }
> = {
  [TransactionType.Payment]: { debit: AccountType.Bank, credit: AccountType.ThirdParty },
  [TransactionType.Deposit]: { debit: AccountType.ThirdParty, credit: AccountType.Bank },
  [TransactionType.Transfer]: { debit: AccountType.Bank, credit: AccountType.Bank },
};

export type AccountSide = 'debit' | 'credit';

export function isTransactionTypeId(id: number): id is TransactionTypeId {
  return id === TransactionType.Payment || id === TransactionType.Deposit || id === TransactionType.Transfer;
}

/** A type id the editors read from a stored record: anything they do not know opens as a payment. */
export function asTransactionType(id: number): TransactionTypeId {
  return isTransactionTypeId(id) ? id : TransactionType.Payment;
}

/** The side that takes a third party (a payment's payee, a deposit's payer); a transfer has none. */
export function thirdPartySide(typeId: TransactionTypeId): AccountSide | null {
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[typeId];
  if (kinds.credit === AccountType.ThirdParty) return 'credit';
  if (kinds.debit === AccountType.ThirdParty) return 'debit';
  return null;
}

/**
 * The side of the family's own bank account that a transaction is seen from: the one money leaves in a
 * payment or a transfer, the one it reaches in a deposit. The other side is the counterparty.
 */
export function ownSide(typeId: TransactionTypeId): AccountSide {
  return ACCOUNT_TYPES_BY_TRANSACTION_TYPE[typeId].debit === AccountType.Bank ? 'debit' : 'credit';
}

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
