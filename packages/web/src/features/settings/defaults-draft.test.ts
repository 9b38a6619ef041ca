import { describe, expect, it } from 'vitest';
import { defaultsChanged, defaultsOf, defaultsRequestOf } from './defaults-draft';

const user = {
  firstname: 'Anna',
  surname: 'Łukasik',
  email: 'anna@example.com',
  defaultAccountId: 3,
  timezoneId: 'Europe/Warsaw',
};

describe('defaultsOf', () => {
  it.each([
    { saved: user, values: { defaultAccountId: 3, timezoneId: 'Europe/Warsaw' } },
    {
      saved: { ...user, defaultAccountId: null, timezoneId: '' },
      values: { defaultAccountId: null, timezoneId: null },
    },
  ])('$saved.defaultAccountId, "$saved.timezoneId"', ({ saved, values }) => {
    expect(defaultsOf(saved)).toEqual(values);
  });
});

describe('defaultsChanged', () => {
  it.each([
    { case: 'as saved', values: { defaultAccountId: 3, timezoneId: 'Europe/Warsaw' }, changed: false },
    { case: 'another account', values: { defaultAccountId: 4, timezoneId: 'Europe/Warsaw' }, changed: true },
    { case: 'no account', values: { defaultAccountId: null, timezoneId: 'Europe/Warsaw' }, changed: true },
    { case: 'another zone', values: { defaultAccountId: 3, timezoneId: 'Europe/London' }, changed: true },
  ])('$case: $changed', ({ values, changed }) => {
    expect(defaultsChanged(values, user)).toBe(changed);
  });

  it('takes a saved empty zone as none chosen', () => {
    expect(defaultsChanged({ defaultAccountId: 3, timezoneId: null }, { ...user, timezoneId: '' })).toBe(false);
  });
});

describe('defaultsRequestOf', () => {
  it.each([
    {
      values: { defaultAccountId: 4, timezoneId: 'Europe/London' },
      request: {
        firstname: 'Anna',
        surname: 'Łukasik',
        email: 'anna@example.com',
        defaultAccountId: 4,
        timezoneId: 'Europe/London',
      },
    },
    {
      values: { defaultAccountId: null, timezoneId: null },
      request: {
        firstname: 'Anna',
        surname: 'Łukasik',
        email: 'anna@example.com',
        defaultAccountId: null,
        timezoneId: '',
      },
    },
  ])('$values.defaultAccountId, $values.timezoneId', ({ values, request }) => {
    expect(defaultsRequestOf(values, user)).toEqual(request);
  });
});
