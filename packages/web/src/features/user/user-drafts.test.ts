import { describe, expect, it } from 'vitest';
import { familyNameOf, PASSWORD_FOR_NEW_EMAIL, userSaveOf, userValuesOf } from './user-drafts';

const user = {
  firstname: 'Carol',
  surname: 'Hendry',
  email: 'carol@example.com',
  defaultAccountId: 3,
  timezoneId: 'Europe/London',
};

const details = { firstname: 'Carol', surname: 'Hendry', email: 'carol@example.com', defaultAccountId: 3 };

describe('userValuesOf', () => {
  it.each([
    { case: 'a zone chosen', saved: user, values: { ...details, timezoneId: 'Europe/London', currentPassword: '' } },
    {
      case: 'no zone, no default account',
      saved: { ...user, timezoneId: '', defaultAccountId: null },
      values: { ...details, defaultAccountId: null, timezoneId: null, currentPassword: '' },
    },
  ])('$case', ({ saved, values }) => {
    expect(userValuesOf(saved)).toEqual(values);
  });
});

describe('userSaveOf', () => {
  const values = userValuesOf(user);
  it.each([
    {
      case: 'the same address',
      typed: values,
      expected: { ok: true, request: { ...details, timezoneId: 'Europe/London' } },
    },
    {
      case: 'the same address in another case',
      typed: { ...values, email: 'Carol@Example.com' },
      expected: { ok: true, request: { ...details, email: 'Carol@Example.com', timezoneId: 'Europe/London' } },
    },
    {
      case: 'a new address without the password',
      typed: { ...values, email: 'carol@example.net' },
      expected: { ok: false, errors: { currentPassword: PASSWORD_FOR_NEW_EMAIL } },
    },
    {
      case: 'a new address with the password',
      typed: { ...values, email: 'carol@example.net', currentPassword: 'Secret-1' },
      expected: {
        ok: true,
        request: { ...details, email: 'carol@example.net', timezoneId: 'Europe/London', currentPassword: 'Secret-1' },
      },
    },
    {
      case: 'no zone and no default account',
      typed: { ...values, timezoneId: null, defaultAccountId: null },
      expected: { ok: true, request: { ...details, defaultAccountId: null, timezoneId: '' } },
    },
  ])('$case', ({ typed, expected }) => {
    expect(userSaveOf(typed, user)).toEqual(expected);
  });
});

describe('familyNameOf', () => {
  it.each([
    { typed: ' The Hendrys ', expected: { ok: true, name: 'The Hendrys' } },
    { typed: '', expected: { ok: false, error: 'Enter a name for the family.' } },
    { typed: '   ', expected: { ok: false, error: 'Enter a name for the family.' } },
  ])('"$typed"', ({ typed, expected }) => {
    expect(familyNameOf(typed)).toEqual(expected);
  });
});
