import { describe, expect, it } from 'vitest';
import { NEW_REGISTRATION, registerProblems, registerRequestOf, RETYPE_DIFFERS } from './register-draft';

const filled = {
  ...NEW_REGISTRATION,
  firstname: 'Lena',
  surname: 'Berg',
  email: 'lena@example.com',
  password: 'Hearth-start-1',
  confirmPassword: 'Hearth-start-1',
  timezoneId: 'Europe/London',
};

describe('registerProblems', () => {
  it.each([
    { case: 'a strong password, retyped', values: filled, problems: {} },
    {
      case: 'a retype that differs',
      values: { ...filled, confirmPassword: 'Hearth-start-2' },
      problems: { confirmPassword: RETYPE_DIFFERS },
    },
    {
      case: 'a short password',
      values: { ...filled, password: 'short', confirmPassword: 'short' },
      problems: { password: 'Password must be at least 8 characters long.' },
    },
    {
      case: 'the e-mail address as the password, retyped wrong',
      values: { ...filled, password: 'lena@example.com', confirmPassword: '' },
      problems: { password: 'Password must not be your e-mail address.', confirmPassword: RETYPE_DIFFERS },
    },
  ])('$case', ({ values, problems }) => {
    expect(registerProblems(values)).toEqual(problems);
  });
});

describe('registerRequestOf', () => {
  const person = {
    firstname: 'Lena',
    surname: 'Berg',
    email: 'lena@example.com',
    password: 'Hearth-start-1',
    confirmPassword: 'Hearth-start-1',
  };
  it.each([
    {
      case: 'a new family, with the common categories',
      values: filled,
      invitationId: null,
      request: { ...person, timezoneId: 'Europe/London', starterCategories: true, currencyCode: 'GBP' },
    },
    {
      case: 'a new family in another currency than its zone proposes',
      values: { ...filled, currencyCode: 'EUR' },
      invitationId: null,
      request: { ...person, timezoneId: 'Europe/London', starterCategories: true, currencyCode: 'EUR' },
    },
    {
      case: 'a new family, starting empty, before a zone is chosen',
      values: { ...filled, timezoneId: null, starterCategories: false },
      invitationId: null,
      request: { ...person, timezoneId: '', starterCategories: false, currencyCode: 'GBP' },
    },
    {
      case: 'joining a family by invitation',
      values: filled,
      invitationId: 'inv-7',
      request: { ...person, timezoneId: 'Europe/London', invitationId: 'inv-7' },
    },
  ])('$case', ({ values, invitationId, request }) => {
    // The zone proposes pounds (London); by invitation the family has its currency already.
    expect(registerRequestOf(values, invitationId, 'GBP')).toEqual(request);
  });
});
