import { describe, expect, it } from 'vitest';
import { addPasskeyOf, disableTotpOf, enableTotpOf, renewCodesOf } from './security-drafts';
import { TOTP_CODE_HINT } from './totp-code';

describe('addPasskeyOf', () => {
  it.each([
    { name: ' Work laptop ', password: '', asked: false, expected: { ok: true, request: { name: 'Work laptop' } } },
    {
      name: '  ',
      password: '',
      asked: false,
      expected: { ok: false, errors: { name: 'Give the passkey a name, such as the device it lives on.' } },
    },
    { name: 'Phone', password: '', asked: true, expected: { ok: false, errors: { password: 'Enter your password.' } } },
    {
      name: 'Phone',
      password: 'Secret-1',
      asked: true,
      expected: { ok: true, request: { name: 'Phone', password: 'Secret-1' } },
    },
  ])('"$name", password asked $asked', ({ name, password, asked, expected }) => {
    expect(addPasskeyOf(name, password, asked)).toEqual(expected);
  });
});

describe('enableTotpOf', () => {
  it.each([
    { typed: '123 456', password: '', asked: false, expected: { ok: true, request: { code: '123456' } } },
    { typed: '12345', password: '', asked: false, expected: { ok: false, errors: { code: TOTP_CODE_HINT } } },
    {
      typed: '123456',
      password: '',
      asked: true,
      expected: { ok: false, errors: { password: 'Enter your password.' } },
    },
    {
      typed: '123456',
      password: 'Secret-1',
      asked: true,
      expected: { ok: true, request: { code: '123456', password: 'Secret-1' } },
    },
  ])('"$typed", password asked $asked', ({ typed, password, asked, expected }) => {
    expect(enableTotpOf(typed, password, asked)).toEqual(expected);
  });
});

describe('disableTotpOf', () => {
  it.each([
    {
      password: '',
      code: ' ',
      expected: {
        ok: false,
        errors: { password: 'Enter your password.', code: 'Enter a code from your app, or a recovery code.' },
      },
    },
    {
      password: 'Secret-1',
      code: '',
      expected: { ok: false, errors: { code: 'Enter a code from your app, or a recovery code.' } },
    },
    { password: '', code: '123456', expected: { ok: false, errors: { password: 'Enter your password.' } } },
    {
      password: 'Secret-1',
      code: ' abcd-efgh ',
      expected: { ok: true, request: { password: 'Secret-1', code: 'abcd-efgh' } },
    },
  ])('"$password", "$code"', ({ password, code, expected }) => {
    expect(disableTotpOf(password, code)).toEqual(expected);
  });
});

describe('renewCodesOf', () => {
  it.each([
    { password: '', expected: { ok: false, errors: { password: 'Enter your password.' } } },
    { password: 'Secret-1', expected: { ok: true, request: 'Secret-1' } },
  ])('"$password"', ({ password, expected }) => {
    expect(renewCodesOf(password)).toEqual(expected);
  });
});
