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
 * A balance word followed by the day it stands at, as Bank of America writes its first row ("Beginning
 * balance as of 09/10/2025"), compared folded: the date's marks are spaces by then. Kept to short cells,
 * so that a long description costs nothing.
 */
const DATED_BALANCE = /^([a-z ]{1,40}?) (?:(?:as of|as at|at|on|per|vom|au|du) )?\d{1,4} \d{1,2} \d{1,4}$/;
const LONGEST_DATED_BALANCE = 80;

function isBalanceCell(text: string): boolean {
  const folded = foldText(text);
  if (BALANCE_LINE_WORDS.has(folded)) return true;
  if (folded.length > LONGEST_DATED_BALANCE) return false;
  const dated = DATED_BALANCE.exec(folded);
  return dated !== null && BALANCE_LINE_WORDS.has(dated[1] as string);
}

/**
 * The cell that makes a record a balance or turnover line rather than a transaction (a cell that says
 * nothing but "Anfangssaldo" or "Closing balance", or such a word and its date), or null when it is an
 * ordinary row.
 */
export function balanceLineWord(record: string[]): string | null {
  const cell = record.find(isBalanceCell);
  return cell === undefined ? null : cell.trim();
}
