import { isCamt053, parseCamt053 } from './camt.js';
import { completeLayout, headingsOverCells, type CsvLayout } from './csv-layout.js';
import { openCsv, parseCsv } from './csv.js';
import type { DateOrder } from './dates.js';
import { parseOfx } from './ofx.js';
import { parseQif } from './qif.js';
import { StatementError, type ParsedStatement, type StatementFormat } from './statement.js';
import { decodeText } from './text-encoding.js';

/** A file's text, its code page detected or as it declares it (text-encoding.ts). */
export function decodeStatement(bytes: Uint8Array): string {
  return decodeText(bytes).text;
}

/** The format of a file from its first characters, whatever its name says. */
export function detectFormat(text: string): Exclude<StatementFormat, 'qfx' | 'ofx2'> | 'ofx' {
  const head = text
    .slice(0, 4000)
    .replace(/^\uFEFF/, '')
    .trimStart()
    // A header may sit inside an XML comment (as ofxstatement writes it); QIF files may begin with # notes.
    .replace(/^(?:<!--[\s\S]*?-->\s*)+/, '')
    .replace(/^(?:#[^\n]*\n\s*)+/, '');
  if (
    /^OFXHEADER\s*:/i.test(head) ||
    /^<\?OFX\b/i.test(head) ||
    /^<OFX>/i.test(head) ||
    (/^<\?xml/i.test(head) && /<OFX>/i.test(head))
  )
    return 'ofx';
  if (isCamt053(head)) return 'camt053';
  if (/^!(Type|Account|Option)/i.test(head)) return 'qif';
  if (/^<\?xml/i.test(head) || /^</.test(head)) {
    throw new StatementError(
      'This XML file is neither OFX nor a CAMT.053 statement (no <OFX> or <BkToCstmrStmt> element).',
    );
  }
  return 'csv';
}

export interface ReadStatement extends ParsedStatement {
  /** For CSV: the layout the rows were read with, and the column headings it found. */
  csv: {
    layout: Required<CsvLayout>;
    headings: string[];
    sample: string[][];
    /** The known layout the file was recognised as, or null when the layout is a guess or the person's. */
    recognised: { id: string; name: string } | null;
  } | null;
}

/** A CSV layout kept for an account, with the headings of the file it was made for. */
export interface RememberedLayout {
  layout: CsvLayout;
  headings: string[];
}

export interface CsvChoice {
  /** The person's own layout for this file: used as it is. */
  layout?: CsvLayout | null;
  /** The account's last layout: used when the file has the same headings, otherwise the guess is. */
  remembered?: RememberedLayout | null;
  /** For QIF: the order of day, month and year the person chose, when the file leaves it open. */
  dateOrder?: DateOrder | null;
}

const sameHeadings = (a: string[], b: string[]) =>
  a.length === b.length && a.every((heading, i) => heading.trim().toLowerCase() === b[i]?.trim().toLowerCase());

/** Reads a bank file of any format Hearth knows; a CSV file with the layout chosen, remembered or guessed. */
export function readStatement(text: string, choice: CsvChoice = {}): ReadStatement {
  if (!text.trim()) throw new StatementError('The file is empty.');
  const format = detectFormat(text);
  if (format === 'ofx') return { ...parseOfx(text.replace(/^\uFEFF/, '')), csv: null };
  if (format === 'camt053') return { ...parseCamt053(text.replace(/^\uFEFF/, '')), csv: null };
  if (format === 'qif') return { ...parseQif(text, choice.dateOrder ?? null), csv: null };
  const guessed = openCsv(text, choice.layout ?? null);
  const { file } = guessed;
  let { layout } = guessed;
  let recognised = guessed.recognised && { id: guessed.recognised.id, name: guessed.recognised.name };
  let headings = headingsOf(file.records, layout);
  const remembered = choice.remembered;
  if (
    !choice.layout &&
    remembered &&
    remembered.layout.delimiter === layout.delimiter &&
    sameHeadings(remembered.headings, headings)
  ) {
    layout = remembered.layout;
    recognised = null;
    headings = headingsOf(file.records, layout);
  }
  const sample = file.records
    .slice(layout.skipRecords, layout.skipRecords + 6)
    .filter((_, i) => layout.skipRecords + i !== layout.headerRecord);
  return {
    ...parseCsv(file, layout),
    csv: { layout: completeLayout(layout), headings, sample: sample.slice(0, 5), recognised },
  };
}

/** A heading for every column: the file's own (over the cells they head), or "Column 3" where it has none. */
function headingsOf(records: string[][], layout: CsvLayout): string[] {
  const headings =
    layout.headerRecord === null
      ? []
      : headingsOverCells(records[layout.headerRecord] ?? [], records.slice(layout.skipRecords), layout.delimiter);
  const width = Math.max(
    headings.length,
    ...records.slice(layout.skipRecords, layout.skipRecords + 20).map((record) => record.length),
  );
  return Array.from({ length: width }, (_, i) => headings[i]?.trim() || `Column ${i + 1}`);
}
