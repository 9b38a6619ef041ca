import type { MarkupNode } from './markup.js';
import { StatementError } from './statement.js';

/** Elements that always hold a value: one left empty is an empty value, not an aggregate opening. */
const LEAVES = new Set([
  'TRNTYPE',
  'DTPOSTED',
  'DTUSER',
  'DTAVAIL',
  'TRNAMT',
  'FITID',
  'NAME',
  'MEMO',
  'CHECKNUM',
  'REFNUM',
  'CURDEF',
  'ACCTID',
  'BANKID',
  'BRANCHID',
  'ACCTTYPE',
  'BALAMT',
  'DTASOF',
  'DTSTART',
  'DTEND',
  'DTSERVER',
  'LANGUAGE',
  'CODE',
  'SEVERITY',
  'MESSAGE',
  'TRNUID',
  'SRVRTID',
  'CORRECTFITID',
  'CORRECTACTION',
  'SIC',
  'PAYEEID',
  'CURRATE',
  'CURSYM',
  'ORG',
  'FID',
  'BROKERID',
  'INTU.BID',
  'INTU.USERID',
]);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A value with its character references read: "B.C. HYDRO &amp; POWER" is "B.C. HYDRO & POWER". */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z]{2,6}));/g, (whole, decimal, hex, named) => {
    if (named !== undefined) return NAMED_ENTITIES[(named as string).toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Whether an OFX file's body is SGML although it may begin with an XML declaration: an element with a
 * value is followed by the opening of another (`<CODE>0` then `<SEVERITY>`). A value followed by a
 * misspelt closing tag is broken XML, which the XML reader reports on its row.
 */
export function hasSgmlBody(text: string): boolean {
  const start = text.search(/<OFX>/i);
  if (start === -1) return false;
  const tag = /<(\/?)([A-Za-z0-9._]+)>([^<]*)/g;
  tag.lastIndex = start;
  let open: string | null = null;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, name, value] = match as unknown as [string, string, string, string];
    if (open !== null && !closing) return true;
    open = !closing && value.trim() ? name : null;
  }
  return false;
}

interface OpenElement {
  node: MarkupNode;
  start: number;
  line: number;
}

/**
 * Reads OFX 1.x, which is SGML rather than XML: a header of KEY:VALUE lines, then elements whose values
 * need no closing tag (`<TRNAMT>-12.50`) inside aggregates that should be closed (`</STMTTRN>`). Banks
 * bend it: an aggregate left open ends where an enclosing one is closed, where another of its name opens,
 * or at the end of the file, and is marked unclosed (a transaction so cut is not read); a closing tag of
 * nothing open is passed over.
 */
export function readOfxSgml(text: string): MarkupNode {
  const start = text.search(/<OFX>/i);
  if (start === -1) throw new StatementError('The file has no <OFX> element.');
  const root: MarkupNode = { name: '#document', value: null, children: [] };
  const stack: OpenElement[] = [{ node: root, start: 0, line: 0 }];
  let line = 1;
  let position = 0;
  const advanceTo = (index: number) => {
    for (let i = text.indexOf('\n', position); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
    position = index;
  };
  const close = (element: OpenElement, end: number, unclosed: boolean) => {
    element.node.source = { start: element.start, end, line: element.line };
    if (unclosed) element.node.unclosed = true;
  };
  let lastLeaf: string | null = null;
  const token = /<(\/?)([A-Za-z0-9._]+)>([^<]*)/g;
  token.lastIndex = start;
  for (let match = token.exec(text); match; match = token.exec(text)) {
    advanceTo(match.index);
    const [, closing, rawName, rawValue] = match as unknown as [string, string, string, string];
    const name = rawName.toUpperCase();
    const top = stack[stack.length - 1] as OpenElement;
    if (closing) {
      if (name === lastLeaf) {
        lastLeaf = null;
        continue;
      }
      lastLeaf = null;
      let open = stack.length - 1;
      while (open > 0 && (stack[open] as OpenElement).node.name !== name) open -= 1;
      if (open === 0) continue;
      while (stack.length - 1 > open) close(stack.pop() as OpenElement, match.index, true);
      close(stack.pop() as OpenElement, match.index + rawName.length + 3, false);
      continue;
    }
    const value = decodeEntities(rawValue.trim());
    const node: MarkupNode = { name, value: value || null, children: [] };
    if (value || LEAVES.has(name)) {
      top.node.children.push(node);
      lastLeaf = name;
      continue;
    }
    // Aggregates do not hold one of their own name: the open one was never closed.
    if (top.node.name === name && stack.length > 1) close(stack.pop() as OpenElement, match.index, true);
    (stack[stack.length - 1] as OpenElement).node.children.push(node);
    stack.push({ node, start: match.index, line });
    lastLeaf = null;
  }
  while (stack.length > 1) close(stack.pop() as OpenElement, text.length, true);
  return root;
}
