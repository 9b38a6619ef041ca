import type { ReadStatement } from './read-statement.js';
import { rowIdentity } from './references.js';
import { MAX_STATEMENT_ROWS, StatementError, type StatementRow } from './statement.js';

/** One file of several read as one statement. */
export interface StatementPart {
  name: string;
  statement: ReadStatement;
}

/** What each file brought to the statement read from several (docs/bank-files.md, "Several files at once"). */
export interface PartSummary {
  name: string;
  format: ReadStatement['format'];
  /** The rows read from the file. */
  rows: number;
  /** Of those, the rows an earlier file already holds (files that overlap in time): counted once. */
  duplicates: number;
}

/**
 * Several files of one account read as one statement: their rows in date order (a file's own order kept
 * within a day), each row named with its file, and the rows that files share where their periods overlap
 * counted once. A row is the same as another when the bank's id is the same or, without one, when date,
 * amount and description are. Twins stay twins: a file with two identical coffees on one day brings two,
 * and a second file with the same two adds none, while one with three adds the third.
 */
export function mergeStatements(parts: readonly StatementPart[]): { statement: ReadStatement; files: PartSummary[] } {
  const first = parts[0];
  if (!first) throw new StatementError('No file to read.');
  if (parts.length === 1) {
    const { statement } = first;
    return {
      statement,
      files: [{ name: first.name, format: statement.format, rows: statement.rows.length, duplicates: 0 }],
    };
  }
  /** How many rows of each identity the statement holds so far: the most any one file had. */
  const kept = new Map<string, number>();
  const rows: StatementRow[] = [];
  const files: PartSummary[] = [];
  for (const { name, statement } of parts) {
    const inFile = new Map<string, number>();
    let duplicates = 0;
    for (const row of statement.rows) {
      const identity = rowIdentity(row);
      const count = (inFile.get(identity) ?? 0) + 1;
      inFile.set(identity, count);
      if (count <= (kept.get(identity) ?? 0)) {
        duplicates += 1;
        continue;
      }
      kept.set(identity, count);
      rows.push({ ...row, file: name });
    }
    files.push({ name, format: statement.format, rows: statement.rows.length, duplicates });
  }
  if (rows.length > MAX_STATEMENT_ROWS) {
    throw new StatementError(
      `The files hold more than ${MAX_STATEMENT_ROWS.toLocaleString('en-US')} rows together; import them in smaller groups.`,
    );
  }
  // Array.prototype.sort is stable: rows of one day keep their order, a file's twins their numbering.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    statement: {
      format: first.statement.format,
      rows,
      skipped: parts.flatMap(({ name, statement }) => statement.skipped.map((line) => ({ ...line, file: name }))),
      unreadable: parts.flatMap(({ name, statement }) => statement.unreadable.map((row) => ({ ...row, file: name }))),
      // Columns and date orders are chosen on one file at a time; the account remembers a CSV layout.
      csv: null,
    },
    files,
  };
}
