import { replaceControlCharacters } from '@hearth/contract/plain';

const NO_BREAK_SPACE = 0xa0;
// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII = /^[\x00-\x7f]*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Control characters (tabs and line breaks included) become spaces, runs of spaces one space. */
export function cleanText(text: string): string {
  // Printable ASCII (most cells) holds no control character, and no space but the plain one.
  if (PRINTABLE_ASCII.test(text)) return (text.includes('  ') ? text.replace(/ {2,}/g, ' ') : text).trim();
  return replaceControlCharacters(text, ' ', [NO_BREAK_SPACE]).replace(/\s+/g, ' ').trim();
}

/**
 * The form in which payee names and rule texts are compared: lower case, accents dropped, and anything
 * but letters and digits a single space, so that "CAFÉ  Nero-Ltd" and "cafe nero ltd" are one name.
 */
export function foldText(text: string): string {
  return recentFolds.get(text, foldedOf);
}

/**
 * The last few texts and what a function made of them, the oldest replaced first: a preview asks the
 * same of a row's text several times, one row after another (foldText, normalisePayeeName).
 */
export class RecentTexts {
  private readonly texts: string[];
  private readonly results: string[];
  private next = 0;

  /** `empty` is what the function makes of an empty text, so that the slots start filled. */
  constructor(size: number, empty: string) {
    this.texts = new Array<string>(size).fill('');
    this.results = new Array<string>(size).fill(empty);
  }

  get(text: string, make: (text: string) => string): string {
    for (let i = 0; i < this.texts.length; i += 1) if (this.texts[i] === text) return this.results[i] as string;
    const result = make(text);
    this.texts[this.next] = text;
    this.results[this.next] = result;
    this.next = (this.next + 1) % this.texts.length;
    return result;
  }
}

/**
 * The last few texts folded, with their folds: a preview folds a row's description for its rules, again
 * to look for its third party and again for its reference, one row after another.
 */
const recentFolds = new RecentTexts(4, '');

function foldedOf(text: string): string {
  // Plain ASCII (most bank text) has no accents to drop and no letters beyond a-z: the same result, faster.
  if (ASCII.test(text)) {
    const lower = text.toLowerCase();
    // Words of letters and digits between single spaces (most descriptions) are folded already.
    return isFolded(lower) ? lower : lower.replace(/[^a-z0-9]+/g, ' ').trim();
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SPACE = 0x20;

/** Only a-z and 0-9 in words between single spaces, as foldText makes them. */
function isFolded(text: string): boolean {
  let previous = SPACE;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const word = (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    if (!word && (code !== SPACE || previous === SPACE)) return false;
    previous = code;
  }
  return previous !== SPACE || text.length === 0;
}

/** At most `length` characters, cut at a character (not inside a surrogate pair). */
export function clip(text: string, length: number): string {
  // No more UTF-16 units than allowed is no more characters either: most texts are returned without a copy.
  if (text.length <= length) return text;
  const characters = [...text];
  return characters.length <= length ? text : characters.slice(0, length).join('').trimEnd();
}
