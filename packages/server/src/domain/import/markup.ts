import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementError } from './statement.js';

/** An element of an OFX or CAMT file: a value (a leaf) or children (an aggregate). */
export interface MarkupNode {
  name: string;
  value: string | null;
  children: MarkupNode[];
}

/** The first child of this name (names compared without namespace prefix or case). */
export function child(node: MarkupNode | undefined, name: string): MarkupNode | undefined {
  const wanted = name.toUpperCase();
  return node?.children.find((c) => c.name.toUpperCase() === wanted);
}

/** The value of a path of children, trimmed; null when any step is missing or the value empty. */
export function valueAt(node: MarkupNode | undefined, ...path: string[]): string | null {
  let current = node;
  for (const name of path) current = child(current, name);
  const value = current?.value?.trim();
  return value ? value : null;
}

/** Every descendant of this name, in document order. */
export function descendants(node: MarkupNode, name: string): MarkupNode[] {
  const wanted = name.toUpperCase();
  const found: MarkupNode[] = [];
  const visit = (current: MarkupNode) => {
    for (const next of current.children) {
      if (next.name.toUpperCase() === wanted) found.push(next);
      else visit(next);
    }
  };
  visit(node);
  return found;
}

type OrderedXml = Array<Record<string, unknown>>;

function toNodes(items: OrderedXml): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  for (const item of items) {
    const name = Object.keys(item).find((key) => key !== ':@' && key !== '#text');
    if (!name) continue;
    const content = (item[name] as OrderedXml | undefined) ?? [];
    const text = content.filter((part) => '#text' in part).map((part) => String(part['#text'])).join('');
    const children = toNodes(content);
    nodes.push({ name, value: children.length ? null : text, children });
  }
  return nodes;
}

/**
 * An XML document as elements, namespace prefixes dropped, after fast-xml-parser has checked that it is
 * well formed: a broken file is refused with the line the parser stopped at.
 */
export function readXml(text: string): MarkupNode {
  const checked = XMLValidator.validate(text);
  if (checked !== true) {
    const { line, msg } = checked.err;
    throw new StatementError(`Line ${line}: the XML is not well formed (${msg.replace(/\.$/, '')}).`);
  }
  const parser = new XMLParser({ preserveOrder: true, removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true });
  return { name: '#document', value: null, children: toNodes(parser.parse(text) as OrderedXml) };
}

/** The text and starting line of each element of a name, in document order (without a namespace prefix). */
export function elementSources(text: string, name: string): { text: string; line: number }[] {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?:\\s[^>]*)?>[\\s\\S]*?</(?:[A-Za-z_][\\w.-]*:)?${name}\\s*>`, 'g');
  const found: { text: string; line: number }[] = [];
  let line = 1;
  let position = 0;
  for (const match of text.matchAll(pattern)) {
    for (let i = text.indexOf('\n', position); i !== -1 && i < match.index; i = text.indexOf('\n', i + 1)) line += 1;
    position = match.index;
    found.push({ text: match[0], line });
  }
  return found;
}
