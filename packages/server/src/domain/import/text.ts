import { replaceControlCharacters } from '@hearth/contract/plain';

const NO_BREAK_SPACE = 0xa0;

/** Control characters (tabs and line breaks included) become spaces, runs of spaces one space. */
export function cleanText(text: string): string {
  return replaceControlCharacters(text, ' ', [NO_BREAK_SPACE]).replace(/\s+/g, ' ').trim();
}

/**
 * The form in which payee names and rule texts are compared: lower case, accents dropped, and anything
 * but letters and digits a single space, so that "CAFÉ  Nero-Ltd" and "cafe nero ltd" are one name.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** At most `length` characters, cut at a character (not inside a surrogate pair). */
export function clip(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : characters.slice(0, length).join('').trimEnd();
}
