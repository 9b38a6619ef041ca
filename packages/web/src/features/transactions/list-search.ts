import { addDays, MAX_CENTS, type TransactionSearchRequest } from '@hearth/contract';

/**
 * A typed amount: digits with optional thousands commas, a dollar sign, a minus (a list shows money out as
 * negative, and people type what they see) and up to two decimals.
 */
const AMOUNT_TEXT = /^-?\$?-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** What the search box asks for: an exact amount, or a text in the description or either account's name. */
export type AccountSearchFilter = Pick<TransactionSearchRequest, 'description' | 'exactValue'>;

/**
 * The per-account search's filter from what was typed: an amount ('$1,101', '1101.50', '-$42.50') finds
 * transactions of exactly that amount; any other text is looked for in the descriptions and the names of
 * both accounts. Null when nothing was typed.
 */
export function accountSearchFilter(text: string): AccountSearchFilter | null {
  const typed = text.trim();
  if (!typed) return null;
  if (AMOUNT_TEXT.test(typed)) {
    const value = Number(typed.replace(/[-$,]/g, ''));
    if (value > 0 && value * 100 <= MAX_CENTS) return { exactValue: value };
  }
  // The server takes at most 200 characters of description text.
  return { description: typed.slice(0, 200) };
}

/**
 * The server search over the whole chosen period of an account: from `days` days before today on (the
 * list shows the transactions dated ahead as well, so the search has no end).
 */
export function accountSearchRequest(
  accountId: number,
  days: number,
  today: string,
  filter: AccountSearchFilter,
): TransactionSearchRequest {
  return { accountId, fromDate: addDays(today, -days), ...filter };
}
