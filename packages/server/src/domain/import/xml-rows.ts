import { XMLValidator } from 'fast-xml-parser';
import { closingEnd, elementSources, openingEnd, readXml, type MarkupNode } from './markup.js';
import { StatementError, unreadableRow, type UnreadableRow } from './statement.js';

/**
 * Broken rows repaired in one file at most: each costs a check of the whole file, and a file broken in
 * more places than this is not one bank export with a bad row.
 */
const MAX_BROKEN_ROWS = 20;

export interface XmlRows {
  document: MarkupNode;
  /** Each row element's text and line, in document order, matching the document's row elements. */
  sources: { text: string; line: number }[];
  /** Row elements left out because their XML is broken. */
  broken: UnreadableRow[];
}

/** Where each line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

const offsetOf = (starts: number[], line: number, column: number) => (starts[line - 1] ?? 0) + column - 1;

/** The last opening tag of `name` starting at or before `at`, or -1. */
function openingBefore(text: string, name: string, at: number): number {
  for (let i = text.lastIndexOf('<', at); i !== -1; i = i === 0 ? -1 : text.lastIndexOf('<', i - 1)) {
    const end = openingEnd(text, i, name);
    if (end !== null && end !== -1) return i;
  }
  return -1;
}

/** The first opening tag of `name` at or after `from`, or -1. */
function openingAfter(text: string, name: string, from: number): number {
  for (let i = text.indexOf('<', from); i !== -1; i = text.indexOf('<', i + 1)) {
    const end = openingEnd(text, i, name);
    if (end === null) return -1;
    if (end !== -1) return i;
  }
  return -1;
}

/** The parser's complaint in words: which tag is not closed, or what it found. */
function describeFault(message: string, name: string): string {
  const mismatch = /Expected closing tag '([^']+)' \(opened in line (\d+)[^)]*\) instead of closing tag '([^']+)'/.exec(
    message,
  );
  if (mismatch) {
    const [, opened, line, closing] = mismatch as unknown as [string, string, string, string];
    if (opened.replace(/^[\w.-]+:/, '') === name) return `<${name}> is never closed`;
    return `<${opened}> (line ${line}) is closed by </${closing}>`;
  }
  return `its XML is not well formed (${message.replace(/\.$/, '')})`;
}

/**
 * Reads an XML statement whose rows are elements of one name (STMTTRN, Ntry). Where the XML is broken
 * inside one row (a tag never closed, a closing tag misspelt), that row is cut out, kept as unreadable
 * with its line, and the rest is read; its line breaks stay, so every later line keeps its number. A file
 * broken elsewhere (its header, its statement) is refused with the line the parser stopped at.
 */
export function readXmlRows(original: string, name: string): XmlRows {
  let text = original;
  const broken: UnreadableRow[] = [];
  for (let repairs = 0; ; repairs += 1) {
    const checked = XMLValidator.validate(text);
    if (checked === true) break;
    const { line, col, msg } = checked.err;
    const refusal = new StatementError(`Line ${line}: the XML is not well formed (${msg.replace(/\.$/, '')}).`);
    if (repairs >= MAX_BROKEN_ROWS) throw refusal;
    const starts = lineStarts(text);
    const errorAt = offsetOf(starts, line, col);
    const opened = /opened in line (\d+), col (\d+)/.exec(msg);
    const anchor = opened ? offsetOf(starts, Number(opened[1]), Number(opened[2])) : errorAt;
    const start = openingBefore(text, name, anchor);
    if (start === -1) throw refusal;
    const openedEnd = openingEnd(text, start, name) as number;
    const next = openingAfter(text, name, openedEnd);
    const closed = closingEnd(text, openedEnd, name);
    let end: number;
    if (closed !== -1 && (next === -1 || closed <= next)) end = closed;
    else if (next !== -1) end = next;
    else end = errorAt > start ? errorAt : -1;
    if (end === -1 || anchor >= end) throw refusal;
    const rowLine = starts.findLastIndex((at) => at <= start) + 1;
    broken.push(unreadableRow(rowLine, describeFault(msg, name), text.slice(start, end)));
    text = text.slice(0, start) + text.slice(start, end).replace(/[^\n]+/g, '') + text.slice(end);
  }
  return { document: readXml(text), sources: elementSources(text, name), broken };
}
