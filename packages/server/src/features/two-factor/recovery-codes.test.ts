import { describe, expect, it } from 'vitest';
import { newRecoveryCode, normaliseRecoveryCode } from './recovery-codes.js';

describe('normaliseRecoveryCode', () => {
  it.each([
    ['as printed', 'abcde-fghjk', 'abcde-fghjk'],
    ['in capitals', 'ABCDE-FGHJK', 'abcde-fghjk'],
    ['without the dash', 'abcdefghjk', 'abcde-fghjk'],
    ['with blanks and extra dashes', ' abc de--fghjk ', 'abcde-fghjk'],
    ['o read as zero', 'o1234-56789', '01234-56789'],
    ['i and l read as one', 'i0000-l0000', '10000-10000'],
    ['too short', 'abcd-fghjk', null],
    ['too long', 'abcdef-fghjk', null],
    ['u is not in the alphabet', 'uuuuu-uuuuu', null],
    ['a TOTP code', '123456', null],
    ['empty', '', null],
  ])('%s', (_case, typed, expected) => {
    expect(normaliseRecoveryCode(typed)).toBe(expected);
  });
});

describe('newRecoveryCode', () => {
  it('prints ten characters of Crockford base32 in two groups, read back as themselves', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      expect(normaliseRecoveryCode(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});
