import { readAmount } from './amounts.js';
import { CSV_DELIMITERS, guessCsvLayout, type CsvDelimiter, type CsvLayout, type CsvRecords } from './csv-layout.js';
import { balanceLineWord } from './csv-balance-lines.js';
import { isPendingDateCell } from './csv-booking.js';
import { recogniseLayout, type KnownLayout } from './csv-catalogue.js';
import { directionWord, trailingMarker } from './csv-direction.js';
import { readCsvRecords } from './csv-records.js';
import { mendWideRows } from './csv-wide-rows.js';
import { DATE_ORDER_WORDS, readDate } from './dates.js';
import {
  refuseIfNoneRead,
  refuseTooManyRows,
  StatementError,
  unreadableRow,
  type ParsedStatement,
  type SkippedLine,
  type StatementRow,
  type UnreadableRow,
} from './statement.js';
import { cleanText } from './text.js';

/**
 * The separator that splits the most of the first lines, counting none inside quotes ("16,94 EUR" in a
 * file separated by semicolons); of two that split as many, the one that splits the most into rows of one
 * width (two cells at least), then the wider.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const head = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 40);
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = head
      .map((line) => line.replace(/"[^"]*"/g, '""').split(delimiter).length)
      .filter((width) => width > 1);
    const counts = new Map<number, number>();
    for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1);
    const [width, count] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [1, 0];
    const score = widths.length * 10000 + count * 100 + width;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/**
 * The file's records and, unless one is given, its layout: a known bank's or app's, recognised from its
 * headings, else the guess.
 */
export function openCsv(
  text: string,
  layout: CsvLayout | null = null,
): { file: CsvRecords; layout: CsvLayout; recognised: KnownLayout | null } {
  const delimiter = layout?.delimiter ?? detectDelimiter(text);
  const file = mendWideRows(readCsvRecords(text, delimiter), delimiter);
  // Nothing but broken records (and perhaps headings): no layout can be guessed, and no row read.
  if (file.records.length <= 1) refuseIfNoneRead([], file.broken);
  if (file.records.length === 0) throw new StatementError('The file is empty.');
  if (layout) return { file, layout, recognised: null };
  const known = recogniseLayout(file, delimiter);
  if (known) return { file, layout: known.layout, recognised: known.known };
  return { file, layout: guessCsvLayout(file, delimiter), recognised: null };
}

/**
 * Why a row is pending and left out, or null: its status says so, its date cell says so ("Pending"), or it
 * has a start date but no booking date yet.
 */
function pendingReason(record: string[], dateText: string, layout: CsvLayout): string | null {
  const status = layout.statusColumn ?? null;
  const pendingValues = (layout.pendingValues ?? []).map(directionWord);
  if (status !== null && pendingValues.includes(directionWord(record[status] ?? ''))) {
    return 'it is pending: it is left out until the bank books it';
  }
  if (isPendingDateCell(dateText)) return 'it is pending: it is left out until the bank books it';
  const start = layout.startDateColumn ?? null;
  if (start !== null && (record[start] ?? '').trim() && !readDate(dateText, layout.dateOrder)) {
    const started = dateText === '' || /^[-–—.]+$/.test(dateText);
    if (started) return 'it is pending: it was started but has no booking date yet';
  }
  return null;
}

/** The name of a column in messages: its heading, or its number. */
export function columnName(file: CsvRecords, layout: CsvLayout, index: number): string {
  const heading = layout.headerRecord === null ? '' : (file.records[layout.headerRecord]?.[index] ?? '').trim();
  return heading ? `the ${heading} column` : `column ${index + 1}`;
}

/**
 * The statement rows of a CSV file under a layout. A balance or turnover line, and a row without a date
 * or an amount (a footer), is left out and said so; a row whose date or amount cannot be read, or whose quotes are broken,
 * is left out as unreadable with its line and why, and the rest of the file is read. A file with no row
 * that can be read is refused.
 */
export function parseCsv(file: CsvRecords, layout: CsvLayout): ParsedStatement {
  if (layout.amountColumn === null && (layout.debitColumn === null || layout.creditColumn === null)) {
    throw new StatementError('Choose the amount column, or the debit and credit columns.');
  }
  const rows: StatementRow[] = [];
  const skipped: SkippedLine[] = [];
  const unreadable: UnreadableRow[] = [...file.broken];
  const cellOf = (record: string[], index: number | null) => (index === null ? '' : (record[index] ?? '').trim());
  const separator = layout.decimalSeparator === ',' ? 'a decimal comma' : 'a decimal point';
  // Compared as the cells are, so that "Af", "AF" and "af." are one value.
  const outValues = new Set((layout.outValues ?? []).map(directionWord));
  /** The cell's cents, null when it is empty, or why it is not an amount. */
  const money = (record: string[], index: number | null): number | null | { problem: string } => {
    const text = cellOf(record, index);
    if (!text) return null;
    if (layout.amountsInCents) {
      // Whole cents and nothing else: a decimal mark or a group would make the amount unclear.
      if (/^[-+−]?\d{1,15}$/.test(text)) return Number(text.replace(/^[+−]/, (sign) => (sign === '+' ? '' : '-')));
      return { problem: `"${text}" in ${columnName(file, layout, index as number)} is not an amount in whole cents` };
    }
    const reading = readAmount(text, layout.decimalSeparator);
    if (reading.problem === null) return reading.cents;
    return {
      problem: `"${text}" in ${columnName(file, layout, index as number)} is not an amount with ${separator} (${reading.problem})`,
    };
  };
  for (let r = layout.skipRecords; r < file.records.length; r += 1) {
    const record = file.records[r] as string[];
    const line = file.lines[r] as number;
    const raw = file.raws[r] as string;
    if (r === layout.headerRecord || record.every((cell) => cell.trim() === '')) continue;
    const balanceLine = balanceLineWord(record);
    if (balanceLine) {
      skipped.push({ line, reason: `it is a balance line ("${balanceLine}"), not a transaction` });
      continue;
    }
    const dateText = cellOf(record, layout.dateColumn);
    const pending = pendingReason(record, dateText, layout);
    if (pending) {
      skipped.push({ line, reason: pending });
      continue;
    }
    if (!dateText) {
      skipped.push({ line, reason: 'it has no date' });
      continue;
    }
    const date = readDate(dateText, layout.dateOrder);
    if (!date) {
      const reason = `"${dateText}" in ${columnName(file, layout, layout.dateColumn)} is not a date written ${DATE_ORDER_WORDS[layout.dateOrder]} between 1900 and 2199`;
      unreadable.push(unreadableRow(line, reason, raw));
      continue;
    }
    const amounts =
      layout.amountColumn !== null
        ? [money(record, layout.amountColumn)]
        : [money(record, layout.debitColumn), money(record, layout.creditColumn)];
    const problem = amounts.find((amount) => amount !== null && typeof amount === 'object');
    if (problem) {
      unreadable.push(unreadableRow(line, problem.problem, raw));
      continue;
    }
    const [first, second] = amounts as (number | null)[];
    let amount: number | null;
    if (layout.amountColumn !== null) {
      amount = first ?? null;
      if (amount !== null && layout.invertAmounts) amount = -amount;
      const direction = layout.directionColumn ?? null;
      if (amount !== null && direction !== null) {
        const cell = cellOf(record, direction);
        const word = direction === layout.amountColumn ? trailingMarker(cell) : directionWord(cell);
        amount = outValues.has(word) ? -Math.abs(amount) : Math.abs(amount);
      }
    } else {
      amount = first == null && second == null ? null : Math.abs(second ?? 0) - Math.abs(first ?? 0);
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
      raw,
    });
    refuseTooManyRows(rows.length);
  }
  unreadable.sort((a, b) => a.line - b.line);
  refuseIfNoneRead(rows, unreadable);
  if (rows.length === 0)
    throw new StatementError('The file has no rows with a date and an amount; check the columns chosen.');
  return { format: 'csv', rows, skipped, unreadable };
}
