import { hash } from 'node:crypto';
import type { StatementRow } from './statement.js';
import { clip, foldText } from './text.js';

/**
 * The id each statement row is known by at the bank, for linking it to a transaction: the bank's own id
 * (FITID, entry reference, an id column) where the file has one, otherwise one made of the date, the
 * amount and the description. Rows that share an id within one file (two coffees of $4.75 on one day at
 * one shop) are numbered in file order, so that both are kept and a later file with the same rows gives
 * them the same ids again.
 */
export function statementReferences(
  rows: Pick<StatementRow, 'bankId' | 'date' | 'amount' | 'description'>[],
): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = rowIdentity(row);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

/** What tells one statement row from another: the bank's id where it gives one, else date, amount and description. */
export function rowIdentity(row: Pick<StatementRow, 'bankId' | 'date' | 'amount' | 'description'>): string {
  return row.bankId
    ? `id:${clip(row.bankId, 150)}`
    : // The one-shot hash: half the time of a Hash object per row of a long file, the same digest.
      `row:${row.date}:${row.amount}:${hash('sha256', foldText(row.description), 'hex').slice(0, 16)}`;
}
