import { hasControlCharacter } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';
import { fieldLabel } from './validation-message.js';

/**
 * Control characters (U+0000–U+001F, U+007F) have no place in what a family types: PostgreSQL refuses NUL
 * in text outright, SQLite's full-text search stumbles on it, and line breaks in a name break every list
 * that shows it. Free text keeps tab, line feed and carriage return.
 */

/** The fields of free text, by name wherever they appear: everything else is a name, an address, a code. */
// A private key's PEM file (Enable Banking's application key) is lines of text too.
const FREE_TEXT_FIELDS = new Set(['description', 'privateKeyPem']);

const isFreeTextField = (name: string) => FREE_TEXT_FIELDS.has(name);

/** Whether a text breaks the rule: free text may hold tabs and line breaks, other texts no control at all. */
export function hasControlCharacters(text: string, freeText: boolean): boolean {
  return hasControlCharacter(text, freeText);
}

/** The message for a text that breaks the rule, in the words of a validation message. */
export function controlCharacterMessage(label: string, freeText: boolean): string {
  return freeText
    ? `${label} must not contain control characters other than tabs and line breaks.`
    : `${label} must not contain control characters such as line breaks or tabs.`;
}

/** No request the API takes nests deeper than a few levels; a deeper one is refused, not walked. */
const MAX_DEPTH = 32;

interface Pending {
  value: unknown;
  key: string | number | null;
  parent: Pending | null;
  /** The nearest field name on the way down: a list of texts takes the rule of the field holding it. */
  field: string;
  depth: number;
}

function pathOf(item: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let node: Pending | null = item; node && node.key !== null; node = node.parent) path.unshift(node.key);
  return path;
}

/**
 * The first text in a parsed body, querystring or path that breaks the rule, as a message. The walk keeps
 * its own stack and builds a field's path only for the message: JSON may nest deeper than calls can.
 */
export function findControlCharacters(input: unknown, part: string): string | null {
  const pending: Pending[] = [{ value: input, key: null, parent: null, field: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value } = item;
    if (typeof value === 'string') {
      const freeText = isFreeTextField(item.field);
      if (hasControlCharacters(value, freeText))
        return controlCharacterMessage(fieldLabel(pathOf(item), part), freeText);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return `${fieldLabel([], part)} nests too deeply.`;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((child, index) => [index, child])
      : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      pending.push({
        value: child,
        key,
        parent: item,
        field: typeof key === 'string' ? key : item.field,
        depth: item.depth + 1,
      });
    }
  }
  return null;
}

/** A preValidation hook: every route refuses control characters before its schema sees the input. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const problem =
    findControlCharacters(request.params, 'params') ??
    findControlCharacters(request.query, 'querystring') ??
    findControlCharacters(request.body, 'body');
  if (problem) throw badRequest(problem);
}
