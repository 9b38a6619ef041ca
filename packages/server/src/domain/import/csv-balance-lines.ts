import { foldText } from './text.js';

/**
 * What banks write, in a cell of its own, on the lines of a statement that are not transactions: the
 * opening and closing balance and the period's turnover (English, German, Dutch, French, Nordic and
 * Lithuanian exports, as Swedbank and the Volksbanks write them). Compared folded (text.ts).
 */
const BALANCE_LINE_WORDS = new Set(
  [
    'opening balance',
    'closing balance',
    'beginning balance',
    'ending balance',
    'starting balance',
    'turnover',
    'anfangssaldo',
    'endsaldo',
    'schlusssaldo',
    'alter kontostand',
    'neuer kontostand',
    'beginsaldo',
    'eindsaldo',
    'solde initial',
    'solde final',
    'ingaende saldo',
    'utgaende saldo',
    'likutis pradziai',
    'likutis pabaigai',
    'apyvarta',
  ].map(foldText),
);

/**
 * The cell that makes a record a balance or turnover line rather than a transaction (a cell that says
 * nothing but "Anfangssaldo" or "Closing balance"), or null when it is an ordinary row.
 */
export function balanceLineWord(record: string[]): string | null {
  const cell = record.find((text) => BALANCE_LINE_WORDS.has(foldText(text)));
  return cell === undefined ? null : cell.trim();
}
