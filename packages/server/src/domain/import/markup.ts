import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementError } from './statement.js';

/** An element of an OFX or CAMT file: a value (a leaf) or children (an aggregate). */
export interface MarkupNode {
  name: string;
  value: string | null;
  children: MarkupNode[];
  /** Where an aggregate of an OFX 1 (SGML) file is: from its opening tag to the end of its closing one. */
  source?: { start: number; end: number; line: number };
  /** An SGML aggregate whose closing tag is missing: it ended where an enclosing one did, or the file. */
  unclosed?: boolean;
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
    const text = content
      .filter((part) => '#text' in part)
      .map((part) => String(part['#text']))
      .join('');
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
  const parser = new XMLParser({
    preserveOrder: true,
    removeNSPrefix: true,
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
  });
  return { name: '#document', value: null, children: toNodes(parser.parse(text) as OrderedXml) };
}

const isWordCharacter = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95; // 0-9 A-Z a-z _
const isWhitespace = (character: string) => /^\s$/.test(character);

/** The end of a namespace prefix (`ns:`) starting at `at`, or `at` when there is none. */
function afterPrefix(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (!(isWordCharacter(first) && !(first >= 48 && first <= 57))) return at;
  let end = at + 1;
  while (end < text.length && (isWordCharacter(text.charCodeAt(end)) || text[end] === '.' || text[end] === '-'))
    end += 1;
  return text[end] === ':' ? end + 1 : at;
}

/** Where a tag's name may start: after a namespace prefix, or right away. */
function nameStarts(text: string, at: number): number[] {
  const prefixed = afterPrefix(text, at);
  return prefixed === at ? [at] : [prefixed, at];
}

/** Where an opening tag of `name` starting at `at` ends (after its `>`); -1 when none starts there, null when no `>` follows at all. */
export function openingEnd(text: string, at: number, name: string): number | null {
  for (const start of nameStarts(text, at + 1)) {
    if (!text.startsWith(name, start)) continue;
    const next = start + name.length;
    if (text[next] === '>') return next + 1;
    if (next < text.length && isWhitespace(text[next] as string)) {
      const close = text.indexOf('>', next);
      return close === -1 ? null : close + 1;
    }
  }
  return -1;
}

/** Where the first closing tag of `name` at or after `from` ends, or -1. */
export function closingEnd(text: string, from: number, name: string): number {
  for (let at = text.indexOf('</', from); at !== -1; at = text.indexOf('</', at + 2)) {
    for (const start of nameStarts(text, at + 2)) {
      if (!text.startsWith(name, start)) continue;
      let end = start + name.length;
      while (end < text.length && isWhitespace(text[end] as string)) end += 1;
      if (text[end] === '>') return end + 1;
    }
  }
  return -1;
}

/**
 * The text and starting line of each element of a name, in document order (without a namespace prefix):
 * from an opening tag to the first closing tag after it, as the expression
 * `<(ns:)?NAME(\s[^>]*)?>[\s\S]*?</(ns:)?NAME\s*>` would find them, but read once from start to end. That
 * expression, run over a file, starts again at every opening tag that has no closing tag after it and
 * reads to the end of the file each time: a few megabytes of such tags would take hours.
 */
export function elementSources(text: string, name: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  let line = 1;
  let position = 0;
  for (let at = text.indexOf('<', 0); at !== -1; at = text.indexOf('<', at + 1)) {
    const opened = openingEnd(text, at, name);
    // No `>` after this tag, or no closing tag after it: none after a later tag either.
    if (opened === null) break;
    if (opened === -1) continue;
    const closed = closingEnd(text, opened, name);
    if (closed === -1) break;
    for (let i = text.indexOf('\n', position); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line += 1;
    position = at;
    found.push({ text: text.slice(at, closed), line });
    at = closed - 1;
  }
  return found;
}
