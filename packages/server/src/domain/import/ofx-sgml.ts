import type { MarkupNode } from './markup.js';
import { StatementError } from './statement.js';

/** Elements that always hold a value: one left empty is a broken file, not an aggregate opening. */
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
]);

interface OpenElement {
  node: MarkupNode;
  line: number;
}

/**
 * Reads OFX 1.x, which is SGML rather than XML: a header of KEY:VALUE lines, then elements whose values
 * need no closing tag (`<TRNAMT>-12.50`) inside aggregates that must be closed (`</STMTTRN>`). A closing
 * tag out of place, or an aggregate never closed, is refused with the lines involved.
 */
export function readOfxSgml(text: string): MarkupNode {
  const start = text.search(/<OFX>/i);
  if (start === -1) throw new StatementError('The file has no <OFX> element.');
  const root: MarkupNode = { name: '#document', value: null, children: [] };
  const stack: OpenElement[] = [{ node: root, line: 0 }];
  let line = 1;
  let position = 0;
  const advanceTo = (index: number) => {
    for (let i = text.indexOf('\n', position); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
    position = index;
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
      } else if (top.node.name === name) {
        stack.pop();
        lastLeaf = null;
      } else {
        const open = stack.findIndex((element) => element.node.name === name);
        if (open === -1) throw new StatementError(`Line ${line}: </${name}> closes an element that is not open.`);
        throw new StatementError(
          `Line ${line}: <${top.node.name}>, opened on line ${top.line}, is not closed before </${name}>.`,
        );
      }
    } else {
      const value = rawValue.trim();
      const node: MarkupNode = { name, value: value || null, children: [] };
      top.node.children.push(node);
      if (value) {
        lastLeaf = name;
      } else if (LEAVES.has(name)) {
        throw new StatementError(`Line ${line}: <${name}> has no value.`);
      } else {
        stack.push({ node, line });
        lastLeaf = null;
      }
    }
  }
  if (stack.length > 1) {
    const open = stack[1] as OpenElement;
    const innermost = stack[stack.length - 1] as OpenElement;
    throw new StatementError(
      `The file ends before <${innermost.node.name}>, opened on line ${innermost.line}, is closed${innermost === open ? '' : ` (inside <${open.node.name}>)`}.`,
    );
  }
  return root;
}
