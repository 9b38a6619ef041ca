import { replaceControlCharacters } from '@hearth/contract/plain';

const NO_BREAK_SPACE = 0xa0;
// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** Control characters (tabs and line breaks included) become spaces, runs of spaces one space. */
export function cleanText(text: string): string {
  return replaceControlCharacters(text, ' ', [NO_BREAK_SPACE]).replace(/\s+/g, ' ').trim();
}

/**
 * The form in which payee names and rule texts are compared: lower case, accents dropped, and anything
 * but letters and digits a single space, so that "CAFÉ  Nero-Ltd" and "cafe nero ltd" are one name.
 */
export function foldText(text: string): string {
  for (let i = 0; i < recentFolds.length; i += 2) if (recentFolds[i] === text) return recentFolds[i + 1] as string;
  const folded = foldedOf(text);
  recentFolds.copyWithin(2, 0, recentFolds.length - 2);
  recentFolds[0] = text;
  recentFolds[1] = folded;
  return folded;
}

/**
 * The last few texts folded, with their folds: a preview folds a row's description for its rules, again
 * to look for its third party and again for its reference, one row after another.
 */
const recentFolds: (string | undefined)[] = new Array<string | undefined>(8).fill(undefined);

function foldedOf(text: string): string {
  // Plain ASCII (most bank text) has no accents to drop and no letters beyond a-z: the same result, faster.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** At most `length` characters, cut at a character (not inside a surrogate pair). */
export function clip(text: string, length: number): string {
  // No more UTF-16 units than allowed is no more characters either: most texts are returned without a copy.
  if (text.length <= length) return text;
  const characters = [...text];
  return characters.length <= length ? text : characters.slice(0, length).join('').trimEnd();
}
