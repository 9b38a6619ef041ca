import { describe, expect, it } from 'vitest';
import { NEW_RESET, resetProblems, resetRequestOf } from './reset-draft';

const EMAIL = 'ben@example.com';
const typed = { ...NEW_RESET, pin: '123456', newPassword: 'Found-again-3', retype: 'Found-again-3' };
const sent = { email: EMAIL, pin: '123456', newPassword: 'Found-again-3' };

describe('resetProblems', () => {
  it.each([
    { case: 'nothing typed', values: NEW_RESET, problems: {} },
    { case: 'no retype yet', values: { ...typed, retype: '' }, problems: {} },
    { case: 'the same twice', values: typed, problems: {} },
    {
      case: 'a retype that differs',
      values: { ...typed, retype: 'Found-again-4' },
      problems: { retype: 'The passwords differ' },
    },
  ])('$case', ({ values, problems }) => {
    expect(resetProblems(values)).toEqual(problems);
  });
});

describe('resetRequestOf', () => {
  it.each([
    { case: 'complete', values: typed, asksCode: false, request: sent },
    { case: 'a PIN short of a digit', values: { ...typed, pin: '12345' }, asksCode: false, request: null },
    { case: 'no new password', values: { ...typed, newPassword: '', retype: '' }, asksCode: false, request: null },
    { case: 'a retype that differs', values: { ...typed, retype: 'Found-again-4' }, asksCode: false, request: null },
    { case: 'a code asked, none typed', values: typed, asksCode: true, request: null },
    {
      case: 'a code from the app, spaces dropped',
      values: { ...typed, code: '222 222' },
      asksCode: true,
      request: { ...sent, totpCode: '222222' },
    },
    {
      case: 'a recovery code',
      values: { ...typed, codeMode: 'recovery-code' as const, code: ' abcd-efgh ' },
      asksCode: true,
      request: { ...sent, recoveryCode: 'abcd-efgh' },
    },
    { case: 'a code typed but not asked for', values: { ...typed, code: '222222' }, asksCode: false, request: sent },
  ])('$case', ({ values, asksCode, request }) => {
    expect(resetRequestOf(values, EMAIL, asksCode)).toEqual(request);
  });
});
