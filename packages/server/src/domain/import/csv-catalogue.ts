import { guessDecimalSeparator, type DecimalSeparator } from './amounts.js';
import catalogue from './csv-catalogue.json' with { type: 'json' };
import type { CsvDelimiter, CsvLayout, CsvRecords } from './csv-layout.js';
import { guessDateOrder, type DateOrder } from './dates.js';
import { foldText } from './text.js';

/**
 * A bank's or an app's CSV export, as the catalogue (csv-catalogue.json) describes it: the headings that
 * recognise it, and the columns, named by their headings, that a layout is made of. docs/bank-files.md
 * says how to add one.
 */
export interface KnownLayout {
  id: string;
  name: string;
  country: string;
  kind: 'bank' | 'app';
  /** Every one of these headings is in the file's heading line (others may be too). */
  headings: string[];
  date: string;
  /** The day a row was started, beside its booking date: with it and no booking date, a row is pending. */
  startDate?: string;
  description: string[];
  payee?: string;
  amount?: string;
  debit?: string;
  credit?: string;
  reference?: string;
  direction?: { column: string; out: string[] };
  status?: { column: string; pending: string[] };
  /** Null: the export writes dates in the user's own format, so the file's dates decide. */
  dateOrder: DateOrder | null;
  /**
   * With a null date order, the order the export writes unless its user chose another: it reads a file
   * whose dates leave the order open (every day 12 or less). Day first when not given.
   */
  usualDateOrder?: DateOrder;
  decimalMark: DecimalSeparator | null;
  invertAmounts?: boolean;
  /** The export writes amounts in whole cents. */
  amountsInCents?: boolean;
  /** The text encoding the bank writes, for the person reading the catalogue (the reader detects it). */
  encoding: string;
  /** Where the layout was taken from. */
  source: string;
}

export const KNOWN_LAYOUTS = catalogue as KnownLayout[];

/** How far into a file its heading line may be (after a preamble of account details). */
const HEADING_SEARCH_RECORDS = 30;

export interface RecognisedLayout {
  known: KnownLayout;
  layout: CsvLayout;
}

/**
 * The known layout of a file, from its headings: among the first records, one that holds every heading of
 * a catalogue entry; of several entries that fit, the one naming the most headings (the most specific).
 * Null when none fits: the generic guess reads the file then.
 */
export function recogniseLayout(
  file: CsvRecords,
  delimiter: CsvDelimiter,
  known: KnownLayout[] = KNOWN_LAYOUTS,
): RecognisedLayout | null {
  let best: { known: KnownLayout; record: number } | null = null;
  const limit = Math.min(file.records.length, HEADING_SEARCH_RECORDS);
  for (let r = 0; r < limit; r += 1) {
    const folded = new Set((file.records[r] as string[]).map(foldText));
    if (folded.size < 2) continue;
    for (const entry of known) {
      if (best && best.known.headings.length >= entry.headings.length) continue;
      if (entry.headings.every((heading) => folded.has(foldText(heading)))) best = { known: entry, record: r };
    }
  }
  return best && { known: best.known, layout: layoutOf(file, delimiter, best.known, best.record) };
}

/** The layout a catalogue entry gives a file whose headings are at `headerRecord`. */
function layoutOf(file: CsvRecords, delimiter: CsvDelimiter, known: KnownLayout, headerRecord: number): CsvLayout {
  const headings = (file.records[headerRecord] as string[]).map(foldText);
  const at = (heading: string | undefined) => {
    if (heading === undefined) return null;
    const index = headings.indexOf(foldText(heading));
    return index === -1 ? null : index;
  };
  const rows = file.records.slice(headerRecord + 1, headerRecord + 201);
  const cells = (index: number | null) => (index === null ? [] : rows.map((row) => row[index] ?? ''));
  const dateColumn = at(known.date) as number;
  const amountColumn = at(known.amount);
  const debitColumn = at(known.debit);
  const creditColumn = at(known.credit);
  const statusColumn = at(known.status?.column);
  return {
    delimiter,
    skipRecords: headerRecord + 1,
    headerRecord,
    dateColumn,
    descriptionColumns: known.description.map(at).filter((index): index is number => index !== null),
    payeeColumn: at(known.payee),
    amountColumn,
    debitColumn,
    creditColumn,
    referenceColumn: at(known.reference),
    dateOrder: known.dateOrder ?? guessDateOrder(cells(dateColumn), known.usualDateOrder ?? 'DMY'),
    decimalSeparator:
      known.decimalMark ??
      guessDecimalSeparator([amountColumn, debitColumn, creditColumn].flatMap(cells), delimiter === ';' ? ',' : '.'),
    invertAmounts: known.invertAmounts ?? false,
    directionColumn: at(known.direction?.column),
    outValues: known.direction?.out ?? [],
    statusColumn,
    pendingValues: statusColumn === null ? [] : (known.status?.pending ?? []),
    startDateColumn: at(known.startDate),
    amountsInCents: known.amountsInCents ?? false,
  };
}
