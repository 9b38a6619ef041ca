import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, normaliseTotpCode, totpStepOf } from './totp.js';

/** RFC 6238's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStepOf', () => {
  // RFC 6238, appendix B: the last six digits of its 8-digit SHA-1 codes.
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at %i s the code %s belongs to step %i', async (seconds, code, step) => {
    expect(await totpStepOf(RFC_SECRET, code, new Date(seconds * 1000))).toBe(step);
  });

  const secret = newTotpSecret();
  const at = new Date('2026-11-24T10:00:15Z');
  const codeOf = (offsetSteps: number) => generate({ secret, epoch: at.getTime() / 1000 + offsetSteps * 30 });
  const step = Math.floor(at.getTime() / 30_000);

  it.each([
    ['the current step', 0, step],
    ['one step back', -1, step - 1],
    ['one step ahead', 1, step + 1],
    ['two steps back', -2, null],
    ['two steps ahead', 2, null],
  ])('accepts a code of %s or not', async (_when, offset, expected) => {
    expect(await totpStepOf(secret, await codeOf(offset), at)).toBe(expected);
  });

  it('refuses what cannot be a code without asking the library', async () => {
    expect(await totpStepOf(secret, 'abcdef', at)).toBeNull();
  });
});

describe('normaliseTotpCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
  ])('%j reads as %j', (typed, expected) => {
    expect(normaliseTotpCode(typed)).toBe(expected);
  });
});
