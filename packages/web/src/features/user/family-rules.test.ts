import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { asksForPassword, emailChanges, fullName } from './family-rules';

const refusal = (status: number, description: string | null) =>
  new ApiError({ message: description ?? 'Ensure all fields are completed', status, description });

describe('asksForPassword', () => {
  it.each([
    { error: refusal(400, 'Please enter your password again to change a role.'), asks: true },
    { error: refusal(400, 'The password is not correct.'), asks: true },
    { error: refusal(400, 'The family needs at least one Admin.'), asks: false },
    { error: refusal(400, null), asks: false },
    { error: refusal(429, 'Too many wrong passwords. Please wait 15 minutes and try again.'), asks: false },
    { error: new Error('password'), asks: false },
  ])('$error.status "$error.description": $asks', ({ error, asks }) => {
    expect(asksForPassword(error)).toBe(asks);
  });
});

describe('emailChanges', () => {
  it.each([
    { typed: 'anna@example.com', current: 'anna@example.com', changes: false },
    { typed: ' Anna@Example.com ', current: 'anna@example.com', changes: false },
    { typed: 'anna@example.org', current: 'anna@example.com', changes: true },
    { typed: '', current: 'anna@example.com', changes: true },
  ])('"$typed" over "$current": $changes', ({ typed, current, changes }) => {
    expect(emailChanges(typed, current)).toBe(changes);
  });
});

describe('fullName', () => {
  it('joins first name and surname', () => {
    expect(fullName({ firstname: 'Dan', surname: 'Hendry' })).toBe('Dan Hendry');
  });
});
