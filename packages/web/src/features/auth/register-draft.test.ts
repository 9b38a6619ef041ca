import { describe, expect, it } from 'vitest';
import {
  NEW_REGISTRATION,
  registerProblems,
  registerRefusal,
  registerRequestOf,
  RETYPE_DIFFERS,
} from './register-draft';

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
    {
      case: 'nothing filled in, in the words on the page',
      values: { ...NEW_REGISTRATION, timezoneId: 'Europe/London' },
      problems: {
        firstname: 'Firstname is required.',
        surname: 'Surname is required.',
        email: 'Email is required.',
        password: 'Password must be at least 8 characters long.',
      },
    },
    {
      case: 'an address that is not one',
      values: { ...filled, email: 'lena@' },
      problems: { email: 'Email must be a valid e-mail address.' },
    },
    {
      case: 'names of spaces',
      values: { ...filled, firstname: '  ', surname: ' ' },
      problems: { firstname: 'Firstname is required.', surname: 'Surname is required.' },
    },
    {
      case: 'a name too long',
      values: { ...filled, surname: 'x'.repeat(101) },
      problems: { surname: 'Surname must be at most 100 characters.' },
    },
    {
      case: 'no time zone',
      values: { ...filled, timezoneId: null },
      problems: { timezoneId: 'Time Zone is required.' },
    },
  ])('$case', ({ values, problems }) => {
    expect(registerProblems(values)).toEqual(problems);
  });
});

describe('registerRefusal', () => {
  it.each([
    ['First name is required.', { firstname: 'Firstname is required.' }, null],
    ['E-mail must be a valid e-mail address.', { email: 'Email must be a valid e-mail address.' }, null],
    [
      'Please register with the e-mail address the invitation was sent to.',
      { email: 'Please register with the e-mail address the invitation was sent to.' },
      null,
    ],
    ['Password and Retype Password do not match.', { confirmPassword: RETYPE_DIFFERS }, null],
    [
      'Password must mix at least two kinds of characters: lower case, upper case, digits or symbols.',
      { password: 'Password must mix at least two kinds of characters: lower case, upper case, digits or symbols.' },
      null,
    ],
    ['Please choose a time zone from the list.', { timezoneId: 'Please choose a time zone from the list.' }, null],
    ['This invitation is not valid or has expired.', {}, 'This invitation is not valid or has expired.'],
  ])('%s', (description, errors, unplaced) => {
    expect(registerRefusal(description)).toEqual({ errors, unplaced });
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
