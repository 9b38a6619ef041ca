import { toCents, type Transaction } from '@hearth/contract';
import { counterpartyName } from '../../components/transaction-counterparty';

/** A typed amount: digits with an optional thousands comma, dollar sign, minus and up to two decimals. */
const AMOUNT_TEXT = /^-?\$?-?(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/**
 * Whether a typed text finds an amount. The amount's plain digits must start with what was typed, so
 * 12.5, 12.50 and 12 all find $12.50, and 1,234.56 finds $1,234.56. The sign is ignored: a list shows
 * money out as negative, and people type what they see either way.
 */
export function amountMatchesText(amount: number, text: string): boolean {
  const typed = text.trim();
  if (!AMOUNT_TEXT.test(typed)) return false;
  const digits = typed.replace(/[-$,]/g, '');
  const plain = (Math.abs(toCents(amount)) / 100).toFixed(2);
  return plain.startsWith(digits);
}

type Searchable = Pick<
  Transaction,
  'transactionTypeId' | 'amount' | 'description' | 'debitAccountId' | 'creditAccountId' | 'debitAccountName' | 'creditAccountName'
>;

/** The per-account list's search: the other side's name, the description, or the amount. */
export function transactionMatchesSearch(transaction: Searchable, accountId: number, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  if (counterpartyName(transaction, accountId).toLowerCase().includes(needle)) return true;
  if (transaction.description.toLowerCase().includes(needle)) return true;
  return amountMatchesText(transaction.amount, needle);
}
