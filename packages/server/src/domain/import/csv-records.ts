import type { CsvDelimiter, CsvRecords } from './csv-layout.js';
import { unreadableRow, type UnreadableRow } from './statement.js';

/**
 * A quoted cell may run over this many line breaks (a memo of several lines); a quote still open after
 * them is taken as never closed. It also bounds the work a file of broken quotes costs: each is read
 * again from its next line, at most this far.
 */
const MAX_QUOTED_LINE_BREAKS = 50;

const QUOTE = 34; // "
const CR = 13;
const LF = 10;

interface RecordRead {
  cells: string[];
  /** Where the next record starts. */
  end: number;
  /** Line breaks read, the one ending the record included. */
  breaks: number;
  /** Where the first quoted cell that ran over a line break opened, or -1. */
  spanQuoteAt: number;
  /** Set when the record cannot be read: why, and where the quote at fault opened. */
  fault: { reason: string; quoteAt: number } | null;
}

/** The width of a line break at `i` (CRLF is one break of two characters), or 0. */
function breakAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code === LF) return 1;
  if (code === CR) return text.charCodeAt(i + 1) === LF ? 2 : 1;
  return 0;
}

/** Where the line holding `i` ends, after its line break. */
function afterLine(text: string, i: number): number {
  for (let at = i; at < text.length; at += 1) {
    const width = breakAt(text, at);
    if (width) return at + width;
  }
  return text.length;
}

const isBlank = (code: number, delimiter: number) => (code === 32 || code === 9) && code !== delimiter;

/**
 * Reads one record from `start`, as RFC 4180 writes them and as banks bend it: cells trimmed, a quote
 * inside an unquoted cell kept as it is, "" inside a quoted cell one quote, line breaks CRLF, LF or CR.
 */
function readRecord(text: string, start: number, delimiter: string): RecordRead {
  const separator = delimiter.charCodeAt(0);
  const cells: string[] = [];
  let i = start;
  let breaks = 0;
  let spanQuoteAt = -1;
  for (;;) {
    while (i < text.length && isBlank(text.charCodeAt(i), separator)) i += 1;
    let cell = '';
    if (text.charCodeAt(i) === QUOTE) {
      const quoteAt = i;
      let inner = 0;
      i += 1;
      let closed = false;
      let run = i;
      while (i < text.length) {
        const code = text.charCodeAt(i);
        if (code === QUOTE) {
          cell += text.slice(run, i);
          if (text.charCodeAt(i + 1) === QUOTE) {
            cell += '"';
            i += 2;
            run = i;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        const width = code === LF || code === CR ? breakAt(text, i) : 0;
        if (width) {
          inner += 1;
          if (inner > MAX_QUOTED_LINE_BREAKS) break;
          cell += `${text.slice(run, i)}\n`;
          i += width;
          run = i;
          continue;
        }
        i += 1;
      }
      if (!closed)
        return { cells, end: i, breaks, spanQuoteAt, fault: { reason: 'a quoted cell is never closed', quoteAt } };
      breaks += inner;
      if (inner > 0 && spanQuoteAt === -1) spanQuoteAt = quoteAt;
      while (i < text.length && isBlank(text.charCodeAt(i), separator)) i += 1;
      const next = text.charCodeAt(i);
      if (i < text.length && next !== separator && !breakAt(text, i)) {
        return {
          cells,
          end: i,
          breaks,
          spanQuoteAt,
          fault: { reason: 'a quoted cell is followed by more text before the next separator', quoteAt },
        };
      }
      cells.push(cell);
    } else {
      const from = i;
      while (i < text.length && text.charCodeAt(i) !== separator && !breakAt(text, i)) i += 1;
      cells.push(text.slice(from, i).trim());
    }
    if (i >= text.length) return { cells, end: i, breaks, spanQuoteAt, fault: null };
    if (text.charCodeAt(i) === separator) {
      i += 1;
      continue;
    }
    const width = breakAt(text, i);
    return { cells, end: i + width, breaks: breaks + 1, spanQuoteAt, fault: null };
  }
}

/**
 * The cells of a line whose every cell is quoted but whose quotes inside cells are not doubled, as some
 * banks write a name in quotes (`"UAB "Naktida""`): split where a quote, the separator and a quote meet,
 * and taken only when that gives the file's usual width; null otherwise (the line stays unreadable).
 */
export function readStrayQuotes(lineText: string, delimiter: CsvDelimiter, usual: number | null): string[] | null {
  const body = lineText.replace(/[\r\n]+$/, '').trim();
  const trailing = body.endsWith(delimiter) ? 1 : 0;
  const quoted = trailing ? body.slice(0, -1).trimEnd() : body;
  if (usual === null || !quoted.startsWith('"') || !quoted.endsWith('"') || quoted.length < 2) return null;
  const separator = delimiter.replace(/[|]/g, '\\$&');
  const cells = quoted
    .slice(1, -1)
    .split(new RegExp(`"[ \\t]*${separator}[ \\t]*"`))
    .map((cell) => cell.trim());
  if (trailing) cells.push('');
  return cells.length === usual ? cells : null;
}

/** The most common width among records of one line, or null before there is any. */
class WidthTally {
  private readonly counts = new Map<number, number>();
  private best: number | null = null;
  /** Records counted so far. */
  seen = 0;

  add(width: number): void {
    this.seen += 1;
    const count = (this.counts.get(width) ?? 0) + 1;
    this.counts.set(width, count);
    if (this.best === null || count > (this.counts.get(this.best) ?? 0)) this.best = width;
  }

  get usual(): number | null {
    return this.best;
  }
}

/**
 * Whether a record whose quoted cell ran over line breaks is really a broken quote that took in the next
 * rows: it has another width than the file's usual rows, or a whole line inside the quote splits into as
 * many cells as a usual row (a memo of several lines does not). One record before it (the heading line)
 * does not make a usual width: a bank's headings may be more than its cells (Danske Bank writes three
 * headings over one address cell).
 */
function swallowsRows(recordText: string, width: number, widths: WidthTally, delimiter: string): boolean {
  const usual = widths.usual;
  if (usual === null) return false;
  if (width !== usual && widths.seen >= 2) return true;
  if (usual < 3) return false;
  const inner = recordText.split(/\r\n?|\n/).slice(1, -2);
  return inner.some((line) => line.split(delimiter).length >= usual);
}

/**
 * Every record of a CSV text, with the line each starts on (CRLF is one line break; a quoted cell of
 * several lines counts them all) and its text. A record with a broken quote (never closed, text after its
 * closing quote, or a quote that swallows the next lines into a row of the wrong width) is left out as
 * unreadable, named by its line, and reading goes on at the line after the one where its quote opened.
 */
export function readCsvRecords(text: string, delimiter: CsvDelimiter): CsvRecords {
  const records: string[][] = [];
  const lines: number[] = [];
  const raws: string[] = [];
  const broken: UnreadableRow[] = [];
  const widths = new WidthTally();
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const linesBetween = (from: number, to: number) => {
    let count = 0;
    for (let at = from; at < to; at += 1) {
      const width = breakAt(text, at);
      if (width) {
        count += 1;
        at += width - 1;
      }
    }
    return count;
  };
  while (position < text.length) {
    const width = breakAt(text, position);
    if (width) {
      position += width;
      line += 1;
      continue;
    }
    const read = readRecord(text, position, delimiter);
    let fault = read.fault?.reason ?? null;
    let quoteAt = read.fault?.quoteAt ?? -1;
    const spansLines = read.spanQuoteAt !== -1;
    if (!fault && spansLines && swallowsRows(text.slice(position, read.end), read.cells.length, widths, delimiter)) {
      fault = 'a quoted cell is not closed where its row ends, and takes in the rows after it';
      quoteAt = read.spanQuoteAt;
    }
    if (fault && !spansLines) {
      const lineEnd = afterLine(text, position);
      const cells = readStrayQuotes(text.slice(position, lineEnd), delimiter, widths.usual);
      if (cells) {
        widths.add(cells.length);
        records.push(cells);
        lines.push(line);
        raws.push(text.slice(position, lineEnd).replace(/\r?\n$|\r$/, ''));
        line += 1;
        position = lineEnd;
        continue;
      }
    }
    if (fault) {
      // The record is read again from the line after the one where the quote at fault opened.
      const resume = afterLine(text, quoteAt);
      broken.push(unreadableRow(line, fault, text.slice(position, resume)));
      line += linesBetween(position, resume);
      position = resume;
      continue;
    }
    if (!spansLines && read.cells.some((cell) => cell !== '')) widths.add(read.cells.length);
    records.push(read.cells);
    lines.push(line);
    raws.push(text.slice(position, read.end).replace(/\r\n?/g, '\n').replace(/\n$/, ''));
    line += read.breaks;
    position = read.end;
  }
  return { records, lines, raws, broken };
}
