import { guessDecimalSeparator, readAmount, type DecimalSeparator } from './amounts.js';
import { guessAmountBesideBalance } from './csv-balance.js';
import { guessBookingDate, guessStatusColumn, isPendingDateCell, PENDING_WORDS } from './csv-booking.js';
import { countsPurchasesPositive, guessDirection } from './csv-direction.js';
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
  /**
   * A column saying which way each row's money went (Af/Bij, D/C, S/H, Debit/Credit, or CR after the
   * amount when it is the amount column itself): rows whose cell is one of outValues are money out, the
   * others money in, whatever the amount's sign.
   */
  directionColumn?: number | null;
  /** Lower case, without punctuation; '' stands for an empty cell. */
  outValues?: string[];
  /** A status column: rows whose cell is one of pendingValues are pending, left out and said so. */
  statusColumn?: number | null;
  pendingValues?: string[];
  /** The day a row was started (a card payment made): with it and no booking date, the row is pending. */
  startDateColumn?: number | null;
  /** Amounts written in whole cents (`-18000` for 180.00). */
  amountsInCents?: boolean;
}

/** A layout with every setting written out: layouts kept before a setting existed go without it. */
export function completeLayout(layout: CsvLayout): Required<CsvLayout> {
  return {
    ...layout,
    directionColumn: layout.directionColumn ?? null,
    outValues: layout.outValues ?? [],
    statusColumn: layout.statusColumn ?? null,
    pendingValues: layout.pendingValues ?? [],
    startDateColumn: layout.startDateColumn ?? null,
    amountsInCents: layout.amountsInCents ?? false,
  };
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
    /description|details|narrative|memo|particulars|verwendungszweck|beschreibung|libelle|buchungstext|concepto|transaction|text|^opis|paaiskinimai|zprava/,
  payee:
    /payee|merchant|counterparty|counter party|beneficiary|recipient|auftraggeber|empfanger|empfaenger|begunstigter|zahlungspflichtiger|^name$|beneficiaire|nazev protiuctu|kontrahent|gavejas/,
  amount: /amount|betrag|montant|importe|umsatz|^value$|^sum$|^suma$|kwota|castka|belopp/,
  debit: /debit|withdrawal|money out|paid out|^out$|soll|ausgang|charges?$|lastschrift/,
  credit: /credit|deposit|money in|paid in|^in$|haben|eingang|gutschrift/,
  reference: /^(reference|ref|ref no|reference number|fitid|transaction id|trans id|id|belegnummer|bank reference)$/,
  balance: /balance|saldo|solde|kontostand/,
};

const share = (cells: string[], test: (cell: string) => boolean) => {
  const filled = cells.filter((cell) => cell.trim() !== '');
  return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
};

export const isDate = (cell: string) => DATE_ORDERS.some((order) => readDate(cell, order) !== null);
/** An amount, and not a compact date such as 20260315 that would read as one. */
export const isAmount = (cell: string) =>
  /[.,]\d{1,2}\b|^[-+(]?\s*\$?\d{1,7}$/.test(cell.trim()) &&
  ['.', ','].some((d) => readAmount(cell, d as DecimalSeparator).problem === null);
export const hasLetters = (cell: string) => /\p{L}/u.test(cell);

/**
 * The first record that looks like a statement row: a date (or a pending row's word in its place), an amount
 * and at least three cells; failing that, a date.
 */
function firstDataRecord(records: string[][]): number {
  const dated = (cell: string) => isDate(cell) || isPendingDateCell(cell);
  const index = records.findIndex(
    (record) => record.length >= 3 && record.some(dated) && record.some((cell) => !isDate(cell) && isAmount(cell)),
  );
  if (index !== -1) return index;
  const anyDate = records.findIndex((record) => record.length >= 2 && record.some(isDate));
  return anyDate === -1 ? 0 : anyDate;
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

/** How many cells a record has, not counting empty ones at its end (a separator after the last cell). */
const filledWidth = (record: string[]) => {
  let width = record.length;
  while (width > 0 && !(record[width - 1] ?? '').trim()) width -= 1;
  return width;
};

/**
 * The headings over the cells of the rows. A bank may head as several columns what it writes as one
 * quoted cell (Danske Bank: Address, City and Country over ",Vilnius08500,LT"): when the heading line is
 * k headings wider than the rows, and one column holds k separators on most rows, the headings after it
 * move left by k. Otherwise the heading line as it is.
 */
export function headingsOverCells(headingLine: string[], rows: string[][], delimiter: CsvDelimiter): string[] {
  const sample = rows.slice(0, 200).filter((row) => row.some((cell) => cell.trim()));
  if (sample.length === 0) return headingLine;
  const widths = new Map<number, number>();
  for (const row of sample) widths.set(filledWidth(row), (widths.get(filledWidth(row)) ?? 0) + 1);
  const [usual = 0] = [...widths].sort((a, b) => b[1] - a[1])[0] ?? [];
  const extra = filledWidth(headingLine) - usual;
  if (extra <= 0) return headingLine;
  const separators = (cell: string) => cell.split(delimiter).length - 1;
  for (let c = 0; c < usual; c += 1) {
    if (share(column(sample, c), (cell) => separators(cell) === extra) < 0.8) continue;
    const merged = headingLine
      .slice(c, c + extra + 1)
      .map((heading) => heading.trim())
      .filter(Boolean);
    return [...headingLine.slice(0, c), merged.join(' '), ...headingLine.slice(c + extra + 1)];
  }
  return headingLine;
}

/**
 * Guesses a file's layout: the records before the first row that has a date and an amount are a preamble,
 * the one just before it the headings when it has no date; headings name the columns in English, German,
 * French, Spanish, Czech, Polish, Lithuanian or Swedish, and the cells decide where there are none (a
 * column of names that differ from row to row is then the other party's).
 */
export function guessCsvLayout(file: CsvRecords, delimiter: CsvDelimiter): CsvLayout {
  const first = firstDataRecord(file.records);
  const data = file.records.slice(first, first + 200);
  const width = Math.max(0, ...data.map((record) => record.length));
  const previous = first > 0 ? (file.records[first - 1] as string[]) : null;
  const headerRecord =
    previous && previous.filter((cell) => cell.trim()).length >= 2 && !previous.some(isDate) ? first - 1 : null;
  const aligned =
    headerRecord === null ? [] : headingsOverCells(file.records[headerRecord] as string[], data, delimiter);
  const headings = Array.from({ length: width }, (_, i) => foldText(aligned[i] ?? ''));
  const columns = Array.from({ length: width }, (_, i) => column(data, i));
  const dates = columns.map((cells) => share(cells, isDate));
  const amounts = columns.map((cells) => share(cells, isAmount));
  const taken = new Set<number>();
  const take = (index: number | null) => {
    if (index !== null) taken.add(index);
    return index;
  };

  const dateish = (i: number) => (dates[i] ?? 0) >= 0.8;
  const firstDateColumn =
    byHeading(headings, HEADINGS.date, taken, (i) => dateish(i) && !HEADINGS.valueDate.test(headings[i] ?? '')) ??
    byHeading(headings, HEADINGS.date, taken, dateish) ??
    dates.reduce((best, score, i) => (score > (dates[best] ?? 0) ? i : best), 0);
  const dateColumns = dates.flatMap((score, i) => (score >= 0.5 || i === firstDateColumn ? [i] : []));
  const { dateColumn, startDateColumn } = guessBookingDate(data, headings, dateColumns, firstDateColumn);
  take(dateColumn);
  for (let i = 0; i < width; i += 1) if (HEADINGS.balance.test(headings[i] ?? '')) taken.add(i);
  // Other date columns (a value date beside the booking date) are neither amounts nor descriptions.
  for (const i of dateColumns) taken.add(i);

  // A column whose heading names it needs only most of its cells to read as amounts: a broken one is
  // then reported on its line, rather than the whole column being missed.
  const numeric = (i: number) => (amounts[i] ?? 0) >= 0.5;
  // Of separate money-out and money-in columns, one may be empty throughout (a month without deposits).
  const blank = (i: number) => (columns[i] ?? []).every((cell) => cell.trim() === '');
  const numericOrBlank = (i: number) => numeric(i) || blank(i);
  const fallbackDecimal = delimiter === ';' ? ',' : '.';
  let amountColumn: number | null = null;
  let debitColumn = byHeading(headings, HEADINGS.debit, taken, numericOrBlank);
  let creditColumn = byHeading(
    headings,
    HEADINGS.credit,
    new Set([...taken, ...(debitColumn === null ? [] : [debitColumn])]),
    numericOrBlank,
  );
  if (debitColumn !== null && creditColumn !== null && blank(debitColumn) && blank(creditColumn)) {
    debitColumn = null;
    creditColumn = null;
  }
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
      const decimal = guessDecimalSeparator(
        candidates.flatMap((i) => columns[i] ?? []),
        fallbackDecimal,
      );
      const besideBalance = headerRecord === null ? guessAmountBesideBalance(data, candidates, decimal) : null;
      if (besideBalance) taken.add(besideBalance.balanceColumn);
      const [a, b] = besideBalance
        ? [besideBalance.amountColumn, undefined]
        : debitOnly(data, candidates, headerRecord === null);
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
  const headedPayee = take(byHeading(headings, HEADINGS.payee, taken));
  const described = byHeading(headings, HEADINGS.description, taken);
  const texts = columns.map((cells, i) =>
    taken.has(i) ? -1 : share(cells, hasLetters) * cells.reduce((sum, cell) => sum + cell.length, 0),
  );
  const longest = texts.reduce((best, score, i) => (score > (texts[best] ?? -1) ? i : best), 0);
  const descriptionColumns = described !== null ? [described] : (texts[longest] ?? -1) > 0 ? [longest] : [];
  const payeeColumn =
    headedPayee ??
    (headerRecord === null ? headlessPayeeColumn(columns, new Set([...taken, ...descriptionColumns])) : null);

  const amountCells = [amountColumn, debitColumn, creditColumn].flatMap((i) => (i === null ? [] : column(data, i)));
  const decimalSeparator = guessDecimalSeparator(amountCells, fallbackDecimal);
  const direction = amountColumn === null ? null : guessDirection(data, headings, amountColumn, taken);
  if (direction) taken.add(direction.directionColumn);
  const statusColumn = guessStatusColumn(data, headings, taken);
  const invertAmounts =
    amountColumn !== null &&
    direction === null &&
    countsPurchasesPositive(
      column(data, amountColumn).map((cell) => readAmount(cell, decimalSeparator).cents),
      data.map((record) => descriptionColumns.map((i) => record[i] ?? '').join(' ')),
      data,
    );
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
    decimalSeparator,
    invertAmounts,
    directionColumn: direction?.directionColumn ?? null,
    outValues: direction?.outValues ?? [],
    statusColumn,
    pendingValues: statusColumn === null ? [] : PENDING_WORDS,
    startDateColumn,
  };
}

/** A name as a person or a firm writes it: two words or more, letters rather than digits (not an IBAN or a code). */
const looksLikeName = (cell: string) => {
  const text = cell.trim();
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return /\p{L}{2,}/u.test(text) && /\S\s+\S/.test(text) && letters * 2 >= text.replace(/\s/g, '').length;
};

/**
 * Without headings, the other party's name: a column besides the description whose cells, on most rows,
 * are names of two words or more that differ from row to row (an account holder's own name, the same on
 * every row, is not one). Null when no column is.
 */
function headlessPayeeColumn(columns: string[][], taken: Set<number>): number | null {
  let best: { index: number; filled: number } | null = null;
  columns.forEach((cells, index) => {
    if (taken.has(index)) return;
    const filled = cells.filter((cell) => cell.trim());
    if (filled.length < 2 || filled.length * 2 < cells.length) return;
    if (new Set(filled.map((cell) => cell.trim())).size < 2) return;
    if (share(filled, looksLikeName) < 0.8) return;
    if (!best || filled.length > best.filled) best = { index, filled: filled.length };
  });
  return (best as { index: number } | null)?.index ?? null;
}

/**
 * The amount columns of a file as [first, second]. Without headings, a column of unsigned amounts followed
 * by a column that is empty wherever it is filled (and nothing but amounts or blanks elsewhere) is a
 * money-out column beside an empty money-in column, not a signed amount.
 */
function debitOnly(
  data: string[][],
  candidates: number[],
  headless: boolean,
): [number | undefined, number | undefined] {
  const [a, b] = candidates;
  if (!headless || a === undefined || b !== undefined) return [a, b];
  const next = a + 1;
  const unsigned = data.every((record) => !/^\s*[-−(+]|[-−)]\s*$/.test(record[a] ?? ''));
  const partner = data.every((record) => {
    const cell = (record[next] ?? '').trim();
    return record.length > next && (cell === '' || (isAmount(cell) && !(record[a] ?? '').trim()));
  });
  return unsigned && partner ? [a, next] : [a, b];
}
