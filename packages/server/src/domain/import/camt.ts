import { readAmount } from './amounts.js';
import { readDate } from './dates.js';
import { child, descendants, valueAt, type MarkupNode } from './markup.js';
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
import { readXmlRows } from './xml-rows.js';

/**
 * A bank-to-customer statement (ISO 20022 camt.053), as European banks export them, or an account report
 * (camt.052, the intraday or period report many German banks offer for download) of the same entries.
 */
export function isCamt053(text: string): boolean {
  return /camt\.05[23]|<(\w+:)?BkToCstmr(Stmt|AcctRpt)[\s>]/.test(text.slice(0, 4000));
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
 * The booked entries (Ntry) of every statement in a camt.053 file (or report in a camt.052 file): amount with CRDT or DBIT, booking date
 * (or value date), the other party's name, the remittance text and the bank's reference. Pending entries
 * are left out, and said so; an entry whose amount, direction or date is missing or cannot be read, or
 * whose XML is broken, is left out as unreadable with its line, and the others are read.
 */
export function parseCamt053(text: string): ParsedStatement {
  const { document, sources, broken } = readXmlRows(text, 'Ntry');
  // A camt.053 file holds statements (Stmt), a camt.052 file reports (Rpt): their entries are alike.
  const statements = [...descendants(document, 'Stmt'), ...descendants(document, 'Rpt')];
  if (statements.length === 0)
    throw new StatementError('The file has no statement: there is no <Stmt> (or, in camt.052, <Rpt>) element.');
  const entries = statements.flatMap((statement) => descendants(statement, 'Ntry'));
  if (entries.length === 0 && broken.length === 0)
    throw new StatementError('The statement has no entries: there is no <Ntry> element.');
  refuseTooManyRows(entries.length);
  const rows: StatementRow[] = [];
  const skipped: SkippedLine[] = [];
  const unreadable: UnreadableRow[] = [...broken];
  entries.forEach((entry, index) => {
    const source = sources[index];
    const line = source?.line ?? 0;
    const raw = source?.text.trim() ?? '';
    const refuse = (reason: string) => unreadable.push(unreadableRow(line, reason, raw));
    const status = valueAt(entry, 'Sts') ?? valueAt(entry, 'Sts', 'Cd');
    if (status && status.toUpperCase() !== 'BOOK') {
      skipped.push({ line, reason: `its status is ${status}, not booked` });
      return;
    }
    const amountText = valueAt(entry, 'Amt');
    if (!amountText) return refuse('the entry has no amount (<Amt> is missing)');
    const reading = readAmount(amountText, '.');
    if (reading.problem || reading.cents < 0)
      return refuse(`"${amountText}" is not an amount (<Amt>: ${reading.problem ?? 'below zero'})`);
    const indicator = valueAt(entry, 'CdtDbtInd');
    if (indicator !== 'CRDT' && indicator !== 'DBIT')
      return refuse(`<CdtDbtInd> is ${indicator ? `"${indicator}"` : 'missing'}; it must be CRDT or DBIT`);
    const dateText =
      valueAt(entry, 'BookgDt', 'Dt') ??
      valueAt(entry, 'BookgDt', 'DtTm') ??
      valueAt(entry, 'ValDt', 'Dt') ??
      valueAt(entry, 'ValDt', 'DtTm');
    if (!dateText) return refuse('the entry has no booking date (<BookgDt> is missing)');
    const date = readDate(dateText.slice(0, 10), 'YMD');
    if (!date) return refuse(`"${dateText}" is not a date (<BookgDt>)`);
    const outgoing = indicator === 'DBIT';
    const payee = counterparty(entry, outgoing);
    const remitted = remittance(entry);
    rows.push({
      line,
      date,
      amount: outgoing ? -reading.cents : reading.cents,
      description:
        payee && remitted && !remitted.toLowerCase().includes(payee.toLowerCase())
          ? `${payee} ${remitted}`
          : remitted || payee,
      payee: payee || null,
      bankId: entryReference(entry),
      raw,
    });
  });
  unreadable.sort((a, b) => a.line - b.line);
  refuseIfNoneRead(rows, unreadable);
  return { format: 'camt053', rows, skipped, unreadable };
}
