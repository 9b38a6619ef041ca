import { foldText } from './text.js';

/**
 * The words banks write in a column of their own to say which way money went, as pairs of money out and
 * money in: Dutch Af/Bij, Debet/Credit and D/C, German S/H (Soll/Haben), Baltic and Nordic D/K, English
 * Debit/Credit and DR/CR, and the apps' Debit/Credit transaction types.
 */
const DIRECTION_PAIRS: { out: string[]; in: string[] }[] = [
  { out: ['af'], in: ['bij'] },
  { out: ['d', 'debet', 'debit'], in: ['c', 'credit'] },
  { out: ['d', 'debetas'], in: ['k', 'kreditas', 'kredit'] },
  { out: ['s', 'soll', 'lastschrift'], in: ['h', 'haben', 'gutschrift'] },
  { out: ['dr', 'debit'], in: ['cr', 'credit'] },
  { out: ['out', 'outgoing', 'expense', 'withdrawal'], in: ['in', 'incoming', 'income', 'deposit'] },
];

/** A heading that names a direction column, so that one value alone (a file of debits only) is enough. */
const DIRECTION_HEADING =
  /^(af bij|bij af|debit credit|credit debit|creditdebet|debetcredit|debet credit|credit debet|d c|c d|d k|k d|s h|h s|dr cr|cr dr|soll haben|transaction type|direction|indicator|cd|dc|debit credit indicator|credit debit indicator)$/;

export interface DirectionGuess {
  directionColumn: number;
  outValues: string[];
}

/** A cell as compared with the values that mean money out: lower case, without accents or punctuation. */
export const directionWord = (cell: string) => foldText(cell);

/** The marker after an amount in its own cell ("12.00 CR", "12.00DR"), lower case, or ''. */
export function trailingMarker(cell: string): string {
  const marker = /(CR|DR)\.?\s*$/i.exec(cell.trim());
  return marker ? (marker[1] as string).toLowerCase() : '';
}

/**
 * The column beside a single amount column that says which way each row's money went: one whose every
 * filled cell is a word of one pair, with both words present or a heading that names it. Failing that,
 * CR written after some amounts (in the amount's cell or the next one) and DR nowhere: the payments of a
 * card statement, whose unmarked rows are purchases, money out.
 */
export function guessDirection(
  rows: string[][],
  headings: string[],
  amountColumn: number,
  taken: Set<number>,
): DirectionGuess | null {
  const width = Math.max(0, ...rows.map((row) => row.length));
  for (let i = 0; i < width; i += 1) {
    if (taken.has(i)) continue;
    const values = new Set(rows.map((row) => directionWord(row[i] ?? '')).filter(Boolean));
    if (values.size === 0 || values.size > 2) continue;
    const named = DIRECTION_HEADING.test(headings[i] ?? '');
    for (const pair of DIRECTION_PAIRS) {
      const known = [...values].every((value) => pair.out.includes(value) || pair.in.includes(value));
      const both = [...values].some((v) => pair.out.includes(v)) && [...values].some((v) => pair.in.includes(v));
      if (known && (both || named)) return { directionColumn: i, outValues: pair.out };
    }
  }
  const markers = (index: number, read: (cell: string) => string) =>
    new Set(rows.map((row) => read(row[index] ?? '')).filter(Boolean));
  const inCell = markers(amountColumn, trailingMarker);
  if (inCell.size === 1 && inCell.has('cr') && !rows.some((row) => /^\s*[-−(]/.test(row[amountColumn] ?? ''))) {
    return { directionColumn: amountColumn, outValues: [''] };
  }
  const next = amountColumn + 1;
  const beside = markers(next, directionWord);
  if (!taken.has(next) && beside.size === 1 && beside.has('cr')) return { directionColumn: next, outValues: [''] };
  return null;
}

/** Payments to a card, in the words card issuers describe them. */
const CARD_PAYMENT = /payment received|thank you|paiement recu|zahlung erhalten|betaling ontvangen/i;

/** A column naming the card scheme of each row: only a card statement has one. */
const CARD_SCHEME = /^(visa|mastercard|master card|maestro|amex|american express|discover)$/i;

/**
 * Whether a file's single amount column counts money out as positive, as card statements do: the rows
 * described as a payment received are negative, and there is at least one; or, without such a row, a
 * column names the card scheme on every row and most amounts are positive (a card's purchases).
 */
export function countsPurchasesPositive(amounts: (number | null)[], descriptions: string[], rows: string[][]): boolean {
  const payments = amounts.filter((amount, i) => amount !== null && CARD_PAYMENT.test(descriptions[i] ?? ''));
  if (payments.length > 0) return payments.every((amount) => (amount as number) < 0);
  const width = Math.max(0, ...rows.map((row) => row.length));
  const schemeColumn = Array.from({ length: width }, (_, i) => rows.map((row) => (row[i] ?? '').trim())).some(
    (cells) => cells.some(Boolean) && cells.every((cell) => !cell || CARD_SCHEME.test(cell)),
  );
  const read = amounts.filter((amount): amount is number => amount !== null && amount !== 0);
  return schemeColumn && read.filter((amount) => amount > 0).length > read.length / 2;
}
