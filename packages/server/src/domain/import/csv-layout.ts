import { guessDecimalSeparator, readAmount, type DecimalSeparator } from './amounts.js';
import { DATE_ORDERS, guessDateOrder, readDate, type DateOrder } from './dates.js';
import type { UnreadableRow } from './statement.js';
import { foldText } from './text.js';

export type CsvDelimiter = ',' | ';' | '\t' | '|';
export const CSV_DELIMITERS: CsvDelimiter[] = [',', ';', '\t', '|'];

/**
 * Where a CSV file's rows and columns are: guessed from the file, adjustable by the person, and kept per
 * account for its next file. Columns are numbered from 0.
 */
export interface CsvLayout {
  delimiter: CsvDelimiter;
  /** How many records come before the first row (a preamble and the column headings). */
  skipRecords: number;
  /** The record holding the column headings, when there is one. */
  headerRecord: number | null;
  dateColumn: number;
  /** Joined with a space into the description. */
  descriptionColumns: number[];
  payeeColumn: number | null;
  /** One signed amount column, or separate debit and credit columns. */
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  /** A column of the bank's own row ids, when the file has one. */
  referenceColumn: number | null;
  dateOrder: DateOrder;
  decimalSeparator: DecimalSeparator;
  /** The amount column counts money out as positive (as card statements do). */
  invertAmounts: boolean;
}

/** A CSV file as records: every record's cells, and the line it starts on; and the records that could not be read. */
export interface CsvRecords {
  records: string[][];
  lines: number[];
  raws: string[];
  broken: UnreadableRow[];
}

const HEADINGS = {
  date: /^(date|datum|fecha|data|transaction date|trans date|posted|posting date|post date|booking date|buchungstag|buchungsdatum|date operation|date de l operation|value date|valuta|valutadatum|wertstellung)$|\bdate\b|datum/,
  valueDate: /value|valuta|wertstellung/,
  description:
    /description|details|narrative|memo|particulars|verwendungszweck|beschreibung|libelle|buchungstext|concepto|transaction|text/,
  payee:
    /payee|merchant|counterparty|counter party|beneficiary|recipient|auftraggeber|empfanger|empfaenger|begunstigter|zahlungspflichtiger|^name$|beneficiaire/,
  amount: /amount|betrag|montant|importe|umsatz|^value$|^sum$/,
  debit: /debit|withdrawal|money out|paid out|^out$|soll|ausgang|charges?$|lastschrift/,
  credit: /credit|deposit|money in|paid in|^in$|haben|eingang|gutschrift/,
  reference: /^(reference|ref|ref no|reference number|fitid|transaction id|trans id|id|belegnummer|bank reference)$/,
  balance: /balance|saldo|solde|kontostand/,
};

const share = (cells: string[], test: (cell: string) => boolean) => {
  const filled = cells.filter((cell) => cell.trim() !== '');
  return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
};

const isDate = (cell: string) => DATE_ORDERS.some((order) => readDate(cell, order) !== null);
/** An amount, and not a compact date such as 20260315 that would read as one. */
const isAmount = (cell: string) =>
  /[.,]\d{1,2}\b|^[-+(]?\s*\$?\d{1,7}$/.test(cell.trim()) &&
  ['.', ','].some((d) => readAmount(cell, d as DecimalSeparator).problem === null);
const hasLetters = (cell: string) => /\p{L}/u.test(cell);

/** The first record that looks like a statement row: a date, an amount and at least three cells; failing that, a date. */
function firstDataRecord(records: string[][]): number {
  const index = records.findIndex(
    (record) => record.length >= 3 && record.some(isDate) && record.some((cell) => !isDate(cell) && isAmount(cell)),
  );
  if (index !== -1) return index;
  const dated = records.findIndex((record) => record.length >= 2 && record.some(isDate));
  return dated === -1 ? 0 : dated;
}

function column(records: string[][], index: number): string[] {
  return records.map((record) => record[index] ?? '');
}

/** The first heading that fits a pattern and whose column passes a test, among the columns still free. */
function byHeading(
  headings: string[],
  pattern: RegExp,
  taken: Set<number>,
  fits: (index: number) => boolean = () => true,
): number | null {
  const index = headings.findIndex((heading, i) => !taken.has(i) && pattern.test(heading) && fits(i));
  return index === -1 ? null : index;
}

/**
 * Guesses a file's layout: the records before the first row that has a date and an amount are a preamble,
 * the one just before it the headings when it has no date; headings name the columns in English, German,
 * French or Spanish, and the cells decide where there are none.
 */
export function guessCsvLayout(file: CsvRecords, delimiter: CsvDelimiter): CsvLayout {
  const first = firstDataRecord(file.records);
  const data = file.records.slice(first, first + 200);
  const width = Math.max(0, ...data.map((record) => record.length));
  const previous = first > 0 ? (file.records[first - 1] as string[]) : null;
  const headerRecord =
    previous && previous.filter((cell) => cell.trim()).length >= 2 && !previous.some(isDate) ? first - 1 : null;
  const headings = Array.from({ length: width }, (_, i) =>
    foldText(headerRecord === null ? '' : (file.records[headerRecord]?.[i] ?? '')),
  );
  const columns = Array.from({ length: width }, (_, i) => column(data, i));
  const dates = columns.map((cells) => share(cells, isDate));
  const amounts = columns.map((cells) => share(cells, isAmount));
  const taken = new Set<number>();
  const take = (index: number | null) => {
    if (index !== null) taken.add(index);
    return index;
  };

  const dateish = (i: number) => (dates[i] ?? 0) >= 0.8;
  const dateColumn =
    take(byHeading(headings, HEADINGS.date, taken, (i) => dateish(i) && !HEADINGS.valueDate.test(headings[i] ?? ''))) ??
    take(byHeading(headings, HEADINGS.date, taken, dateish)) ??
    take(dates.reduce((best, score, i) => (score > (dates[best] ?? 0) ? i : best), 0)) ??
    0;
  for (let i = 0; i < width; i += 1) if (HEADINGS.balance.test(headings[i] ?? '')) taken.add(i);
  // Other date columns (a value date beside the booking date) are neither amounts nor descriptions.
  for (let i = 0; i < width; i += 1) if (i !== dateColumn && (dates[i] ?? 0) >= 0.8) taken.add(i);

  // A column whose heading names it needs only most of its cells to read as amounts: a broken one is
  // then reported on its line, rather than the whole column being missed.
  const numeric = (i: number) => (amounts[i] ?? 0) >= 0.5;
  let amountColumn: number | null = null;
  let debitColumn = byHeading(headings, HEADINGS.debit, taken, numeric);
  let creditColumn = byHeading(
    headings,
    HEADINGS.credit,
    new Set([...taken, ...(debitColumn === null ? [] : [debitColumn])]),
    numeric,
  );
  if (debitColumn !== null && creditColumn !== null) {
    take(debitColumn);
    take(creditColumn);
  } else {
    debitColumn = null;
    creditColumn = null;
    amountColumn = take(byHeading(headings, HEADINGS.amount, taken, numeric));
    if (amountColumn === null) {
      const candidates = columns
        .map((_, i) => i)
        .filter((i) => !taken.has(i) && (amounts[i] ?? 0) >= 0.8 && columns[i]?.some((cell) => cell.trim()));
      const [a, b] = candidates;
      // Two amount columns that are never both filled are money out and money in, in that order as banks write them.
      const apart =
        a !== undefined && b !== undefined && data.every((record) => !(record[a]?.trim() && record[b]?.trim()));
      if (apart) {
        debitColumn = take(a);
        creditColumn = take(b as number);
      } else {
        // Failing the cells, a heading that says Amount: a cell that is not one is then reported on its line.
        amountColumn = take(a ?? byHeading(headings, HEADINGS.amount, taken));
      }
    }
  }

  const referenceColumn = take(
    byHeading(headings, HEADINGS.reference, taken, (i) => {
      const cells = (columns[i] ?? []).filter((cell) => cell.trim());
      return cells.length === data.length && new Set(cells).size === cells.length;
    }),
  );
  const payeeColumn = take(byHeading(headings, HEADINGS.payee, taken));
  const described = byHeading(headings, HEADINGS.description, taken);
  const texts = columns.map((cells, i) =>
    taken.has(i) ? -1 : share(cells, hasLetters) * cells.reduce((sum, cell) => sum + cell.length, 0),
  );
  const longest = texts.reduce((best, score, i) => (score > (texts[best] ?? -1) ? i : best), 0);
  const descriptionColumns = described !== null ? [described] : (texts[longest] ?? -1) > 0 ? [longest] : [];

  const amountCells = [amountColumn, debitColumn, creditColumn].flatMap((i) => (i === null ? [] : column(data, i)));
  return {
    delimiter,
    skipRecords: first,
    headerRecord,
    dateColumn,
    descriptionColumns,
    payeeColumn,
    amountColumn,
    debitColumn,
    creditColumn,
    referenceColumn,
    dateOrder: guessDateOrder(column(data, dateColumn), 'DMY'),
    decimalSeparator: guessDecimalSeparator(amountCells, delimiter === ';' ? ',' : '.'),
    invertAmounts: false,
  };
}
