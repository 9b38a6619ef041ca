import type { DateOrder } from './dates.js';

/** The bank-file formats Hearth reads, detected from the content. */
export type StatementFormat = 'csv' | 'ofx1' | 'ofx2' | 'qfx' | 'qif' | 'camt053';

export const FORMAT_NAMES: Record<StatementFormat, string> = {
  csv: 'CSV',
  ofx1: 'OFX 1 (SGML)',
  ofx2: 'OFX 2 (XML)',
  qfx: 'QFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
};

/** One row of a bank statement, as the bank wrote it, in Hearth's units. */
export interface StatementRow {
  /** The line of the file where the row starts (1 is the first). */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Signed cents: money into the account above zero, money out below. */
  amount: number;
  description: string;
  /** The other party's name where the format has a field for it (OFX NAME, QIF P, CAMT Nm, a CSV column). */
  payee: string | null;
  /** The bank's own id of the row (OFX FITID, a CAMT entry reference, a CSV id column), when it gives one. */
  bankId: string | null;
  /** The row's text in the file, shown on demand in the preview. */
  raw: string;
  /** What reading the row changed, said on it in the preview ("Amount 12.345 rounded to 12.35."). */
  note?: string | null;
  /** The file the row is from, when several files are read as one statement (merge-statements.ts). */
  file?: string;
}

/** A row left out, and why: a line without an amount, a pending entry. */
export interface SkippedLine {
  line: number;
  reason: string;
  /** The file, when several are read as one statement. */
  file?: string;
}

/**
 * A row that should have been a transaction but cannot be read (a date or an amount that is not one, a
 * broken quote or tag): left out with the reason, so that the rest of the file is imported.
 */
export interface UnreadableRow {
  line: number;
  reason: string;
  /** What the file says there, cut to a few lines. */
  text: string;
  /** The file, when several are read as one statement. */
  file?: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  rows: StatementRow[];
  skipped: SkippedLine[];
  unreadable: UnreadableRow[];
  /**
   * For formats that do not say how they write dates (QIF): the order read, and the orders that read
   * every date of the file when it leaves that open, for the person to choose from.
   */
  dateOrder?: { order: DateOrder; choices: DateOrder[] };
}

/** Longest text of an unreadable row kept for the preview. */
const UNREADABLE_TEXT_LENGTH = 300;

export function unreadableRow(line: number, reason: string, text: string): UnreadableRow {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  return {
    line,
    reason,
    text: trimmed.length > UNREADABLE_TEXT_LENGTH ? `${trimmed.slice(0, UNREADABLE_TEXT_LENGTH)}…` : trimmed,
  };
}

/** Unreadable rows named in a refusal before "and N more". */
const REFUSAL_LINES = 3;

/**
 * A file whose rows are all unreadable is refused whole, naming the first lines at fault: importing
 * nothing and saying why is clearer than an empty preview.
 */
export function refuseIfNoneRead(rows: StatementRow[], unreadable: UnreadableRow[]): void {
  if (rows.length > 0 || unreadable.length === 0) return;
  const sorted = [...unreadable].sort((a, b) => a.line - b.line);
  const named = sorted
    .slice(0, REFUSAL_LINES)
    .map((row, i) => `${i === 0 ? 'Line' : 'line'} ${row.line}: ${row.reason}`)
    .join('; ');
  const more = sorted.length - REFUSAL_LINES;
  throw new StatementError(
    `No row of the file could be read. ${named}${more > 0 ? `; and ${more} more line${more === 1 ? '' : 's'}` : ''}.`,
  );
}

/** A file that cannot be read; the message names the line or element at fault, in words a person understands. */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementError';
  }
}

/** More rows than one import takes: the preview and its confirmation stay within a few seconds. */
export const MAX_STATEMENT_ROWS = 20_000;

export function refuseTooManyRows(count: number): void {
  if (count > MAX_STATEMENT_ROWS) {
    throw new StatementError(
      `The file has more than ${MAX_STATEMENT_ROWS.toLocaleString('en-US')} rows; export a shorter period and import it in parts.`,
    );
  }
}

/** The 1-based line of a position in a text. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}
