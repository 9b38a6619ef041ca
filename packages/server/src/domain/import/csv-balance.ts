import { readAmount, type DecimalSeparator } from './amounts.js';

const centsOf = (cell: string, decimal: DecimalSeparator) => {
  const reading = readAmount(cell ?? '', decimal);
  return reading.problem === null && cell.trim() ? reading.cents : null;
};

/**
 * How well a column is the running balance of another: the share of consecutive rows whose balances differ
 * by the amount of one of the two rows, either way (the balance may be written before or after its row,
 * and the file may list the newest row first).
 */
function balanceFit(rows: string[][], amount: number, balance: number, decimal: DecimalSeparator): number {
  let pairs = 0;
  let fits = 0;
  for (let r = 1; r < rows.length; r += 1) {
    const before = centsOf(rows[r - 1]?.[balance] ?? '', decimal);
    const after = centsOf(rows[r]?.[balance] ?? '', decimal);
    const here = centsOf(rows[r]?.[amount] ?? '', decimal);
    const there = centsOf(rows[r - 1]?.[amount] ?? '', decimal);
    if (before === null || after === null || here === null || there === null) continue;
    pairs += 1;
    const step = after - before;
    if (step !== 0 && [here, -here, there, -there].includes(step)) fits += 1;
  }
  return pairs === 0 ? 0 : fits / pairs;
}

/**
 * Among the number columns of a file without headings, the amount and the running balance: the pair in
 * which one column's steps are the other's amounts on most rows. Null when no pair fits (one row, or no
 * balance column).
 */
export function guessAmountBesideBalance(
  rows: string[][],
  candidates: number[],
  decimal: DecimalSeparator,
): { amountColumn: number; balanceColumn: number } | null {
  let best: { amountColumn: number; balanceColumn: number; fit: number } | null = null;
  for (const amount of candidates) {
    for (const balance of candidates) {
      if (amount === balance) continue;
      const fit = balanceFit(rows, amount, balance, decimal);
      if (fit >= 0.8 && (best === null || fit > best.fit)) best = { amountColumn: amount, balanceColumn: balance, fit };
    }
  }
  return best && { amountColumn: best.amountColumn, balanceColumn: best.balanceColumn };
}
