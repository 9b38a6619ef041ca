import { describe, expect, it } from 'vitest';
import { canSavePassword, newPasswordValid, passwordChangeProblems } from './password-rule';

describe('canSavePassword', () => {
  it.each([
    { currentPassword: '', newPassword: '', retypePassword: '', enabled: false },
    { currentPassword: 'old', newPassword: '', retypePassword: '', enabled: false },
    { currentPassword: 'old', newPassword: 'New-pass-1', retypePassword: '', enabled: false },
    { currentPassword: '', newPassword: 'New-pass-1', retypePassword: 'New-pass-1', enabled: false },
    { currentPassword: 'old', newPassword: 'New-pass-1', retypePassword: 'New-pass-2', enabled: false },
    { currentPassword: 'old', newPassword: 'New-pass-1', retypePassword: 'new-pass-1', enabled: false },
    { currentPassword: 'old', newPassword: 'New-pass-1', retypePassword: 'New-pass-1 ', enabled: false },
    { currentPassword: 'old', newPassword: 'New-pass-1', retypePassword: 'New-pass-1', enabled: true },
  ])('current "$currentPassword", new "$newPassword", retype "$retypePassword": Save enabled $enabled', (row) => {
    expect(canSavePassword(row)).toBe(row.enabled);
  });
});

describe('newPasswordValid', () => {
  it.each([
    { newPassword: '', retypePassword: '', valid: false },
    { newPassword: 'a', retypePassword: 'b', valid: false },
    { newPassword: 'same', retypePassword: 'same', valid: true },
  ])('"$newPassword" / "$retypePassword" valid: $valid', (row) => {
    expect(newPasswordValid(row)).toBe(row.valid);
  });
});

describe('passwordChangeProblems', () => {
  it.each([
    { newPassword: '', retypePassword: '', problems: {} },
    { newPassword: 'New-pass-1', retypePassword: '', problems: {} },
    { newPassword: 'New-pass-1', retypePassword: 'New-pass-1', problems: {} },
    {
      newPassword: 'New-pass-1',
      retypePassword: 'New-pass-2',
      problems: { retypePassword: 'New password validation failed' },
    },
    { newPassword: '', retypePassword: 'New-pass-1', problems: { retypePassword: 'New password validation failed' } },
  ])('"$newPassword" / "$retypePassword"', ({ newPassword, retypePassword, problems }) => {
    expect(passwordChangeProblems({ currentPassword: 'old', newPassword, retypePassword })).toEqual(problems);
  });
});
