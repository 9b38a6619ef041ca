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
]);

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
    const value = rawValue.trim();
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
