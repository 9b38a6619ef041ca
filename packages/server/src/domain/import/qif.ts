import { readRoundedAmount } from './amount-rounding.js';
import { guessDecimalSeparator } from './amounts.js';
import { DATE_ORDER_WORDS, type DateOrder } from './dates.js';
import { describeRow } from './descriptions.js';
import { inferQifDateOrder, readQifDate } from './qif-dates.js';
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

/** Sections that list transactions of a bank, cash or card account; the rest (categories, classes) are skipped. */
const TRANSACTION_TYPES = /^!Type:(Bank|Cash|CCard|Oth A|Oth L)\s*$/i;

interface QifRecord {
  line: number;
  lines: string[];
  fields: Map<string, { value: string; line: number }>;
}

/** An investment section, left out with the number of its records. */
interface InvestmentSection {
  line: number;
  records: number;
}

/**
 * QIF records of the transaction sections, each field by its one-letter code (the first occurrence; splits
 * ignored), and the investment sections passed over. Lines starting with # between records are notes.
 */
function readRecords(text: string): { records: QifRecord[]; investments: InvestmentSection[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const records: QifRecord[] = [];
  const investments: InvestmentSection[] = [];
  let inTransactions = false;
  let investment: (InvestmentSection & { open: boolean }) | null = null;
  let sawHeader = false;
  let current: QifRecord | null = null;
  lines.forEach((rawLine, index) => {
    const line = rawLine.replace(/^\uFEFF/, '').trimEnd();
    const number = index + 1;
    if (!line.trim()) return;
    if (line.startsWith('#') && current === null) return;
    if (line.startsWith('!')) {
      sawHeader = true;
      inTransactions = TRANSACTION_TYPES.test(line);
      investment = /^!Type:Invst\s*$/i.test(line) ? { line: number, records: 0, open: false } : null;
      if (investment) investments.push(investment);
      current = null;
      return;
    }
    if (!sawHeader)
      throw new StatementError(`Line ${number}: a QIF file starts with a !Type line, such as !Type:Bank.`);
    if (investment) {
      // A record counts from its first line; the ^ after it closes it.
      if (line.startsWith('^')) investment.open = false;
      else if (!investment.open) {
        investment.open = true;
        investment.records += 1;
      }
      return;
    }
    if (!inTransactions) return;
    if (line.startsWith('^')) {
      if (current) records.push(current);
      current = null;
      return;
    }
    current ??= { line: number, lines: [], fields: new Map() };
    current.lines.push(line);
    const code = line[0] as string;
    if (!current.fields.has(code)) current.fields.set(code, { value: line.slice(1).trim(), line: number });
  });
  // The last record may lack its closing ^.
  const last = current as QifRecord | null;
  if (last) records.push(last);
  return { records, investments: investments.filter((section) => section.records > 0) };
}

const investmentNote = (section: InvestmentSection): SkippedLine => ({
  line: section.line,
  reason: `${section.records} investment record${section.records === 1 ? '' : 's'} (!Type:Invst) left out: only the cash rows of a QIF file are imported`,
});

/**
 * The transactions of a QIF file: D date (the order of day, month and year decided over the whole file,
 * as QIF does not say it, or as the person chose), T or U amount, P payee and M memo. A record without a
 * date or an amount, or with one that cannot be read, is left out as unreadable with its line; the
 * others are read. Investment sections are left out and counted.
 */
export function parseQif(text: string, chosenOrder: DateOrder | null = null): ParsedStatement {
  const { records, investments } = readRecords(text);
  if (records.length === 0 && investments.length > 0)
    throw new StatementError(
      `Line ${(investments[0] as InvestmentSection).line}: investment accounts (!Type:Invst) cannot be imported; export the bank account instead.`,
    );
  if (records.length === 0)
    throw new StatementError('The file has no transactions: no !Type:Bank (or Cash, CCard) section with records.');
  refuseTooManyRows(records.length);
  const unreadable: UnreadableRow[] = [];
  const complete = records.filter((record) => {
    const raw = record.lines.join('\n');
    if (!record.fields.has('D')) unreadable.push(unreadableRow(record.line, 'the record has no date (a D line)', raw));
    else if (!record.fields.has('T') && !record.fields.has('U'))
      unreadable.push(unreadableRow(record.line, 'the record has no amount (a T line)', raw));
    else return true;
    return false;
  });
  const amountOf = (record: QifRecord) =>
    (record.fields.get('T') ?? record.fields.get('U')) as { value: string; line: number };
  const inferred = inferQifDateOrder(complete.map((record) => record.fields.get('D')?.value ?? ''));
  const order = chosenOrder ?? inferred.order;
  const decimal = guessDecimalSeparator(
    complete.map((record) => amountOf(record).value),
    '.',
  );
  const rows: StatementRow[] = [];
  for (const record of complete) {
    const raw = record.lines.join('\n');
    const dateField = record.fields.get('D') as { value: string; line: number };
    const date = readQifDate(dateField.value, order);
    if (!date) {
      const reason = `"${dateField.value}" is not a date written ${DATE_ORDER_WORDS[order]} between 1900 and 2199`;
      unreadable.push(unreadableRow(dateField.line, reason, raw));
      continue;
    }
    const amountField = amountOf(record);
    const { reading, note } = readRoundedAmount(amountField.value, decimal);
    if (reading.problem) {
      unreadable.push(
        unreadableRow(amountField.line, `"${amountField.value}" is not an amount (${reading.problem})`, raw),
      );
      continue;
    }
    const payee = cleanText(record.fields.get('P')?.value ?? '');
    const memo = cleanText(record.fields.get('M')?.value ?? '');
    const description = describeRow(payee, memo);
    rows.push({
      line: record.line,
      date,
      amount: reading.cents,
      description,
      payee: payee || null,
      bankId: null,
      raw,
      note,
    });
  }
  unreadable.sort((a, b) => a.line - b.line);
  refuseIfNoneRead(rows, unreadable);
  return {
    format: 'qif',
    rows,
    skipped: investments.map(investmentNote),
    unreadable,
    dateOrder: { order, choices: inferred.choices },
  };
}
