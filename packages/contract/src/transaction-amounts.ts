import { formatMoney, MAX_CENTS } from './money.js';

/**
 * What amounts a transaction and its lines may have. The server refuses with these words and the editor
 * says them at the field before anything is sent, so both read them from here.
 */
export const ZERO_SPLIT_LINE = 'Each split line needs an amount other than $0.00.';
export const ZERO_AMOUNT = 'The amount of a transaction must be more than zero.';
export const TOTAL_TOO_LARGE = `The amount of a transaction can be at most ${formatMoney(MAX_CENTS)}.`;

/**
 * What is wrong with one line's amount (cents) by itself: $0.00 is refused on a split line, and as the
 * whole amount of a transaction of one line.
 */
export function lineAmountProblem(amount: number, lineCount: number): string | null {
  if (amount !== 0) return null;
  return lineCount > 1 ? ZERO_SPLIT_LINE : ZERO_AMOUNT;
}

/** What is wrong with a transaction's amount (cents, the sum of its lines): above zero, within what stays exact. */
export function transactionTotalProblem(total: number): string | null {
  if (total <= 0) return ZERO_AMOUNT;
  if (total > MAX_CENTS) return TOTAL_TOO_LARGE;
  return null;
}

export type TransactionAmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** The whole rule over a transaction's line amounts (cents): the lines first, then their sum, the amount. */
export function checkTransactionAmount(lineAmounts: readonly number[]): TransactionAmountCheck {
  for (const amount of lineAmounts) {
    const problem = lineAmountProblem(amount, lineAmounts.length);
    if (problem) return { ok: false, message: problem };
  }
  const amount = lineAmounts.reduce((sum, line) => sum + line, 0);
  const problem = transactionTotalProblem(amount);
  return problem ? { ok: false, message: problem } : { ok: true, amount };
}
