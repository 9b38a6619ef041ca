import { describe, expect, it } from 'vitest';
import { foldText } from './text.js';

/** The rule foldText keeps, written the long way: the ASCII shortcut must give the same. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('foldText', () => {
  it.each([
    ['CAFÉ  Nero-Ltd', 'cafe nero ltd'],
    ['cafe nero ltd', 'cafe nero ltd'],
    ['EFTPOS WOOLWORTHS 1234 BONDI', 'eftpos woolworths 1234 bondi'],
    ['UBER *TRIP', 'uber trip'],
    ['  --Tabs\tand\r\nlines--  ', 'tabs and lines'],
    ['Zürcher Kantonalbank', 'zurcher kantonalbank'],
    ['ﬁnance №5', 'finance no5'],
    ['Łódź', 'łodz'],
    ['', ''],
    ['***', ''],
  ])('%j folds to %j', (text, expected) => {
    expect(foldText(text)).toBe(expected);
    expect(foldText(text)).toBe(folded(text));
  });
});
