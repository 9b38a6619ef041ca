import { parse } from 'csv-parse/sync';
import { readAmount } from './amounts.js';
import { CSV_DELIMITERS, guessCsvLayout, type CsvDelimiter, type CsvLayout, type CsvRecords } from './csv-layout.js';
import { DATE_ORDER_WORDS, readDate } from './dates.js';
import {
  refuseTooManyRows,
  StatementError,
  type ParsedStatement,
  type SkippedLine,
  type StatementRow,
} from './statement.js';
import { cleanText } from './text.js';

interface ParsedRecord {
  record: string[];
  raw: string;
}

const CSV_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell is followed by more text before the next separator',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell is followed by more text before the next separator',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row has a different number of cells',
};

/** Reads every record of a CSV text with csv-parse, keeping each record's starting line and its text. */
export function readCsvRecords(text: string, delimiter: CsvDelimiter): CsvRecords {
  const source = text.replace(/\r\n?/g, '\n');
  let parsed: ParsedRecord[];
  try {
    parsed = parse(source, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      raw: true,
      trim: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    const line = error instanceof Error && 'lines' in error ? Number(error.lines) : null;
    const what = CSV_MESSAGES[code] ?? 'the text cannot be read as CSV';
    throw new StatementError(line ? `Line ${line}: ${what}.` : `The file cannot be read as CSV: ${what}.`);
  }
  const records: string[][] = [];
  const lines: number[] = [];
  const raws: string[] = [];
  let line = 1;
  for (const { record, raw } of parsed) {
    const leading = /^\n*/.exec(raw)?.[0].length ?? 0;
    lines.push(line + leading);
    records.push(record);
    raws.push(raw.slice(leading).replace(/\n$/, ''));
    line += raw.split('\n').length - 1;
  }
  return { records, lines, raws };
}

/** The separator that splits the first lines into the most rows of one width (two cells at least). */
export function detectDelimiter(text: string): CsvDelimiter {
  const head = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 40);
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = head.map((line) => line.split(delimiter).length).filter((width) => width > 1);
    const counts = new Map<number, number>();
    for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1);
    const [width, count] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [1, 0];
    const score = count * 100 + width;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** The file's records and, unless one is given, its guessed layout. */
export function openCsv(text: string, layout: CsvLayout | null = null): { file: CsvRecords; layout: CsvLayout } {
  const delimiter = layout?.delimiter ?? detectDelimiter(text);
  const file = readCsvRecords(text, delimiter);
  if (file.records.length === 0) throw new StatementError('The file is empty.');
  return { file, layout: layout ?? guessCsvLayout(file, delimiter) };
}

/** The name of a column in messages: its heading, or its number. */
export function columnName(file: CsvRecords, layout: CsvLayout, index: number): string {
  const heading = layout.headerRecord === null ? '' : (file.records[layout.headerRecord]?.[index] ?? '').trim();
  return heading ? `the ${heading} column` : `column ${index + 1}`;
}

/**
 * The statement rows of a CSV file under a layout. A row without a date or an amount (a balance line, a
 * footer) is left out and said so; a date or an amount that cannot be read stops the import with a
 * message naming the line, so that nothing is half imported.
 */
export function parseCsv(file: CsvRecords, layout: CsvLayout): ParsedStatement {
  if (layout.amountColumn === null && (layout.debitColumn === null || layout.creditColumn === null)) {
    throw new StatementError('Choose the amount column, or the debit and credit columns.');
  }
  const rows: StatementRow[] = [];
  const skipped: SkippedLine[] = [];
  const cellOf = (record: string[], index: number | null) => (index === null ? '' : (record[index] ?? '').trim());
  const money = (record: string[], index: number | null, line: number): number | null => {
    const text = cellOf(record, index);
    if (!text) return null;
    const reading = readAmount(text, layout.decimalSeparator);
    if (reading.problem) {
      const separator = layout.decimalSeparator === ',' ? 'a decimal comma' : 'a decimal point';
      throw new StatementError(
        `Line ${line}: "${text}" in ${columnName(file, layout, index as number)} is not an amount with ${separator} (${reading.problem}).`,
      );
    }
    return reading.cents;
  };
  for (let r = layout.skipRecords; r < file.records.length; r += 1) {
    const record = file.records[r] as string[];
    const line = file.lines[r] as number;
    if (r === layout.headerRecord || record.every((cell) => cell.trim() === '')) continue;
    const dateText = cellOf(record, layout.dateColumn);
    if (!dateText) {
      skipped.push({ line, reason: 'it has no date' });
      continue;
    }
    const date = readDate(dateText, layout.dateOrder);
    if (!date) {
      throw new StatementError(
        `Line ${line}: "${dateText}" in ${columnName(file, layout, layout.dateColumn)} is not a date written ${DATE_ORDER_WORDS[layout.dateOrder]} between 1900 and 2199.`,
      );
    }
    let amount: number | null;
    if (layout.amountColumn !== null) {
      amount = money(record, layout.amountColumn, line);
      if (amount !== null && layout.invertAmounts) amount = -amount;
    } else {
      const debit = money(record, layout.debitColumn, line);
      const credit = money(record, layout.creditColumn, line);
      amount = debit === null && credit === null ? null : Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    if (amount === null) {
      skipped.push({ line, reason: 'it has no amount' });
      continue;
    }
    const description = cleanText(
      layout.descriptionColumns
        .map((index) => cellOf(record, index))
        .filter(Boolean)
        .join(' '),
    );
    const payee = cleanText(cellOf(record, layout.payeeColumn));
    const bankId = cleanText(cellOf(record, layout.referenceColumn));
    rows.push({
      line,
      date,
      amount,
      description: description || payee,
      payee: payee || null,
      bankId: bankId || null,
      raw: file.raws[r] as string,
    });
    refuseTooManyRows(rows.length);
  }
  if (rows.length === 0)
    throw new StatementError('The file has no rows with a date and an amount; check the columns chosen.');
  return { format: 'csv', rows, skipped };
}
