import { readAmount } from './amounts.js';
import { readDate } from './dates.js';
import { child, descendants, elementSources, readXml, valueAt, type MarkupNode } from './markup.js';
import {
  refuseTooManyRows,
  StatementError,
  type ParsedStatement,
  type SkippedLine,
  type StatementRow,
} from './statement.js';
import { cleanText } from './text.js';

/** A bank-to-customer statement (ISO 20022 camt.053), as European banks export them. */
export function isCamt053(text: string): boolean {
  return /camt\.053|<(\w+:)?BkToCstmrStmt[\s>]/.test(text.slice(0, 4000));
}

/** The other party's name: the creditor of money going out, the debtor of money coming in (both camt versions). */
function counterparty(entry: MarkupNode, outgoing: boolean): string {
  const party = outgoing ? 'Cdtr' : 'Dbtr';
  for (const details of descendants(entry, 'TxDtls')) {
    const related = child(details, 'RltdPties');
    const name = valueAt(related, party, 'Nm') ?? valueAt(related, party, 'Pty', 'Nm');
    if (name) return cleanText(name);
  }
  return '';
}

function remittance(entry: MarkupNode): string {
  const parts = [
    ...descendants(entry, 'Ustrd').map((node) => node.value ?? ''),
    ...descendants(entry, 'AddtlTxInf').map((node) => node.value ?? ''),
    valueAt(entry, 'AddtlNtryInf') ?? '',
  ];
  return cleanText([...new Set(parts.map((part) => part.trim()).filter(Boolean))].join(' '));
}

/** The entry's id at the bank: its servicer reference, the entry reference, or a transaction's reference. */
function entryReference(entry: MarkupNode): string | null {
  const found =
    valueAt(entry, 'AcctSvcrRef') ??
    valueAt(entry, 'NtryRef') ??
    descendants(entry, 'Refs')
      .map((refs) => valueAt(refs, 'AcctSvcrRef') ?? valueAt(refs, 'TxId'))
      .find(Boolean) ??
    null;
  return found ? cleanText(found) : null;
}

/**
 * The booked entries (Ntry) of every statement in a camt.053 file: amount with CRDT or DBIT, booking date
 * (or value date), the other party's name, the remittance text and the bank's reference. Pending entries
 * are left out, and said so.
 */
export function parseCamt053(text: string): ParsedStatement {
  const document = readXml(text);
  const statements = descendants(document, 'Stmt');
  if (statements.length === 0) throw new StatementError('The file has no statement: there is no <Stmt> element.');
  const entries = statements.flatMap((statement) => descendants(statement, 'Ntry'));
  if (entries.length === 0) throw new StatementError('The statement has no entries: there is no <Ntry> element.');
  refuseTooManyRows(entries.length);
  const sources = elementSources(text, 'Ntry');
  const rows: StatementRow[] = [];
  const skipped: SkippedLine[] = [];
  entries.forEach((entry, index) => {
    const source = sources[index];
    const line = source?.line ?? 0;
    const where = `Line ${line}, entry ${index + 1} (<Ntry>)`;
    const status = valueAt(entry, 'Sts') ?? valueAt(entry, 'Sts', 'Cd');
    if (status && status.toUpperCase() !== 'BOOK') {
      skipped.push({ line, reason: `its status is ${status}, not booked` });
      return;
    }
    const amountText = valueAt(entry, 'Amt');
    if (!amountText) throw new StatementError(`${where}: <Amt> is missing.`);
    const reading = readAmount(amountText, '.');
    if (reading.problem || reading.cents < 0)
      throw new StatementError(
        `${where}: <Amt> "${amountText}" is not an amount (${reading.problem ?? 'below zero'}).`,
      );
    const indicator = valueAt(entry, 'CdtDbtInd');
    if (indicator !== 'CRDT' && indicator !== 'DBIT')
      throw new StatementError(
        `${where}: <CdtDbtInd> is ${indicator ? `"${indicator}"` : 'missing'}; it must be CRDT or DBIT.`,
      );
    const dateText =
      valueAt(entry, 'BookgDt', 'Dt') ??
      valueAt(entry, 'BookgDt', 'DtTm') ??
      valueAt(entry, 'ValDt', 'Dt') ??
      valueAt(entry, 'ValDt', 'DtTm');
    if (!dateText) throw new StatementError(`${where}: <BookgDt> is missing.`);
    const date = readDate(dateText.slice(0, 10), 'YMD');
    if (!date) throw new StatementError(`${where}: <BookgDt> "${dateText}" is not a date.`);
    const outgoing = indicator === 'DBIT';
    const payee = counterparty(entry, outgoing);
    const text = remittance(entry);
    rows.push({
      line,
      date,
      amount: outgoing ? -reading.cents : reading.cents,
      description:
        payee && text && !text.toLowerCase().includes(payee.toLowerCase()) ? `${payee} ${text}` : text || payee,
      payee: payee || null,
      bankId: entryReference(entry),
      raw: source?.text.trim() ?? '',
    });
  });
  return { format: 'camt053', rows, skipped };
}
