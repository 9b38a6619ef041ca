import { readRoundedAmount } from './amount-rounding.js';
import { readDate } from './dates.js';
import { describeRow } from './descriptions.js';
import { descendants, valueAt, type MarkupNode } from './markup.js';
import { hasSgmlBody, readOfxSgml } from './ofx-sgml.js';
import {
  refuseIfNoneRead,
  refuseTooManyRows,
  StatementError,
  unreadableRow,
  type ParsedStatement,
  type StatementRow,
  type UnreadableRow,
} from './statement.js';
import { cleanText } from './text.js';
import { readXmlRows } from './xml-rows.js';

/** OFX 2 is XML: it starts with an XML declaration or an OFX processing instruction. OFX 1 is SGML. */
export function isOfxXml(text: string): boolean {
  return /^\s*<\?(xml|OFX)\b/i.test(text.slice(0, 200));
}

/** QFX is OFX as Quicken downloads it, told apart by Intuit's bank id element. */
export function isQfx(text: string): boolean {
  return /<INTU\.BID>/i.test(text);
}

/**
 * The transactions of an OFX or QFX file, 1.x (SGML) or 2.x (XML), from bank and card statements:
 * each STMTTRN with its posting date, signed amount, FITID, name and memo. A transaction whose date or
 * amount is missing or cannot be read, or whose tags are broken, is left out as unreadable with its line;
 * the others are read.
 */
export function parseOfx(text: string): ParsedStatement {
  // Some banks put an XML declaration before an SGML body, whose values are never closed: read as SGML.
  const xml = isOfxXml(text) && !hasSgmlBody(text);
  const read = xml ? readXmlRows(text, 'STMTTRN') : { document: readOfxSgml(text), sources: null, broken: [] };
  const ofx = descendants(read.document, 'OFX')[0];
  if (!ofx) throw new StatementError('The file has no <OFX> element.');
  const transactions = descendants(ofx, 'STMTTRN');
  if (transactions.length === 0 && read.broken.length === 0)
    throw new StatementError('The file has no transactions: there is no <STMTTRN> element.');
  refuseTooManyRows(transactions.length);
  const rows: StatementRow[] = [];
  const unreadable: UnreadableRow[] = [...read.broken];
  transactions.forEach((transaction, index) => {
    const source = read.sources
      ? read.sources[index]
      : transaction.source && {
          text: text.slice(transaction.source.start, transaction.source.end),
          line: transaction.source.line,
        };
    const row = readTransaction(transaction, source);
    if ('reason' in row) unreadable.push(row);
    else rows.push(row);
  });
  unreadable.sort((a, b) => a.line - b.line);
  refuseIfNoneRead(rows, unreadable);
  const format = isQfx(text) ? 'qfx' : xml ? 'ofx2' : 'ofx1';
  return { format, rows, skipped: [], unreadable };
}

function readTransaction(
  node: MarkupNode,
  source: { text: string; line: number } | undefined,
): StatementRow | UnreadableRow {
  const line = source?.line ?? 0;
  const raw = source?.text.trim() ?? '';
  const refuse = (reason: string) => unreadableRow(line, reason, raw);
  if (node.unclosed) return refuse('the transaction is never closed (</STMTTRN> is missing), so it may be cut short');
  const posted = valueAt(node, 'DTPOSTED');
  if (!posted) return refuse(`the transaction has no date (<DTPOSTED> is ${missingOrEmpty(node, 'DTPOSTED')})`);
  const date = readDate(posted.slice(0, 8), 'YMD');
  if (!date) return refuse(`"${posted}" is not a date (<DTPOSTED>)`);
  const amountText = valueAt(node, 'TRNAMT');
  if (!amountText) return refuse(`the transaction has no amount (<TRNAMT> is ${missingOrEmpty(node, 'TRNAMT')})`);
  // A few European banks write OFX amounts with a decimal comma.
  const { reading, note } = readRoundedAmount(
    amountText,
    /,\d{1,2}$/.test(amountText) && !amountText.includes('.') ? ',' : '.',
  );
  if (reading.problem) return refuse(`"${amountText}" is not an amount (<TRNAMT>: ${reading.problem})`);
  const name = cleanText(valueAt(node, 'NAME') ?? valueAt(node, 'PAYEE', 'NAME') ?? '');
  const memo = cleanText(valueAt(node, 'MEMO') ?? '');
  const description = describeRow(name, memo);
  const fitId = cleanText(valueAt(node, 'FITID') ?? '');
  return {
    line,
    date,
    amount: reading.cents,
    description,
    payee: name || null,
    bankId: fitId || null,
    raw,
    note,
  };
}

const missingOrEmpty = (node: MarkupNode, name: string) =>
  node.children.some((child) => child.name.toUpperCase() === name) ? 'empty' : 'missing';
