import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { asksForPassword, fieldOfRefusal, readTotpCode, TOTP_CODE_HINT } from './totp-code';

describe('readTotpCode', () => {
  it.each([
    { typed: '123456', code: '123456' },
    { typed: ' 123 456 ', code: '123456' },
    { typed: '012345', code: '012345' },
  ])('"$typed" is sent as $code', ({ typed, code }) => {
    expect(readTotpCode(typed)).toEqual({ code, error: null });
  });

  it.each(['', '12345', '1234567', 'abcdef', '12-34-56'])('"%s" is refused at the field', (typed) => {
    expect(readTotpCode(typed)).toEqual({ code: null, error: TOTP_CODE_HINT });
  });
});

describe('fieldOfRefusal', () => {
  it.each([
    { description: 'The password is not correct.', field: 'password' },
    { description: 'That code is not right. Check the time on your phone and try again.', field: 'code' },
    { description: 'Too many attempts.', field: 'code' },
  ])('"$description" belongs to the $field field', ({ description, field }) => {
    expect(fieldOfRefusal(description)).toBe(field);
  });
});

describe('asksForPassword', () => {
  const refusal = (status: number, description: string | null) =>
    new ApiError({ message: description ?? '', status, description });
  it.each([
    { error: refusal(400, 'Please enter your password again to add a passkey.'), asks: true },
    { error: refusal(400, 'The password is not correct.'), asks: true },
    { error: refusal(400, 'The code is not correct. Check that the time on your phone is right.'), asks: false },
    { error: refusal(429, 'Too many wrong passwords.'), asks: false },
    { error: new Error('password'), asks: false },
  ])('$error.status "$error.description": $asks', ({ error, asks }) => {
    expect(asksForPassword(error)).toBe(asks);
  });
});
