import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './auth.js';

describe('passwordWeakness', () => {
  it.each([
    ['Sturdy-Passw0rd', '', null],
    ['correct horse battery staple', '', null],
    ['password1', '', null],
    ['short1A', '', 'Password must be at least 8 characters long.'],
    [
      'abcdefghijk',
      '',
      'Password must mix at least two kinds of characters: lower case, upper case, digits or symbols.',
    ],
    ['12345678', '', 'Password must mix at least two kinds of characters: lower case, upper case, digits or symbols.'],
    ['me1@example.com', 'ME1@example.com', 'Password must not be your e-mail address.'],
  ])('%s is weak because: %s', (password, email, expected) => {
    expect(passwordWeakness(password, email)).toBe(expected);
  });
});
