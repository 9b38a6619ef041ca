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
}

/** A row left out, and why: a line without an amount, a pending entry. */
export interface SkippedLine {
  line: number;
  reason: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  rows: StatementRow[];
  skipped: SkippedLine[];
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
