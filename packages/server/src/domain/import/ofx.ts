import { readAmount } from './amounts.js';
import { readDate } from './dates.js';
import { descendants, elementSources, readXml, valueAt, type MarkupNode } from './markup.js';
import { readOfxSgml } from './ofx-sgml.js';
import { refuseTooManyRows, StatementError, type ParsedStatement, type StatementRow } from './statement.js';
import { cleanText } from './text.js';

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
 * each STMTTRN with its posting date, signed amount, FITID, name and memo. A transaction missing its date
 * or amount, or with one that cannot be read, stops the import with the line and the element.
 */
export function parseOfx(text: string): ParsedStatement {
  const xml = isOfxXml(text);
  const document = xml ? readXml(text) : readOfxSgml(text);
  const ofx = descendants(document, 'OFX')[0];
  if (!ofx) throw new StatementError('The file has no <OFX> element.');
  const transactions = descendants(ofx, 'STMTTRN');
  if (transactions.length === 0)
    throw new StatementError('The file has no transactions: there is no <STMTTRN> element.');
  refuseTooManyRows(transactions.length);
  const sources = elementSources(text, 'STMTTRN');
  const rows = transactions.map((transaction, index) => readTransaction(transaction, index, sources[index]));
  const format = isQfx(text) ? 'qfx' : xml ? 'ofx2' : 'ofx1';
  return { format, rows, skipped: [] };
}

function readTransaction(
  node: MarkupNode,
  index: number,
  source: { text: string; line: number } | undefined,
): StatementRow {
  const line = source?.line ?? 0;
  const where = `Line ${line}, transaction ${index + 1} (<STMTTRN>)`;
  const posted = valueAt(node, 'DTPOSTED');
  if (!posted) throw new StatementError(`${where}: <DTPOSTED> is missing.`);
  const date = readDate(posted.slice(0, 8), 'YMD');
  if (!date) throw new StatementError(`${where}: <DTPOSTED> "${posted}" is not a date.`);
  const amountText = valueAt(node, 'TRNAMT');
  if (!amountText) throw new StatementError(`${where}: <TRNAMT> is missing.`);
  // A few European banks write OFX amounts with a decimal comma.
  const reading = readAmount(amountText, /,\d{1,2}$/.test(amountText) && !amountText.includes('.') ? ',' : '.');
  if (reading.problem)
    throw new StatementError(`${where}: <TRNAMT> "${amountText}" is not an amount (${reading.problem}).`);
  const name = cleanText(valueAt(node, 'NAME') ?? valueAt(node, 'PAYEE', 'NAME') ?? '');
  const memo = cleanText(valueAt(node, 'MEMO') ?? '');
  const description =
    name && memo && !memo.toLowerCase().includes(name.toLowerCase()) ? `${name} ${memo}` : memo || name;
  const fitId = cleanText(valueAt(node, 'FITID') ?? '');
  return {
    line,
    date,
    amount: reading.cents,
    description,
    payee: name || null,
    bankId: fitId || null,
    raw: source?.text.trim() ?? '',
  };
}
