import { describe, expect, it } from 'vitest';
import { Messages } from '@hearth/contract';
import { ApiError } from '../../api/client';
import { signInFailureText, twoFactorChallengeOf } from './sign-in-errors';

const refusal = (status: number, description: string | null, data: unknown = null) =>
  new ApiError({
    message: status === 400 && description ? description : Messages.otherError,
    status,
    description,
    data,
  });

describe('twoFactorChallengeOf', () => {
  it.each([
    {
      name: 'a 401 asking for a code',
      error: refusal(401, 'Enter the code', { twoFactorRequired: true, methods: ['totp', 'recovery-code', 'passkey'] }),
      methods: ['totp', 'recovery-code', 'passkey'],
    },
    {
      name: 'a 401 with an unknown method',
      error: refusal(401, 'Enter the code', { twoFactorRequired: true, methods: ['totp', 'sms'] }),
      methods: ['totp'],
    },
    { name: 'a 401 without methods', error: refusal(401, 'Enter the code', { twoFactorRequired: true }), methods: [] },
    {
      name: 'a 401 of an ended session',
      error: refusal(401, 'Your session has ended. Please log in again.'),
      methods: null,
    },
    { name: 'a 401 saying false', error: refusal(401, 'x', { twoFactorRequired: false }), methods: null },
    {
      name: 'a 400 carrying the flag',
      error: refusal(400, 'x', { twoFactorRequired: true, methods: [] }),
      methods: null,
    },
    { name: 'an error that is not an ApiError', error: new Error('boom'), methods: null },
  ])('reads $name', ({ error, methods }) => {
    const challenge = twoFactorChallengeOf(error);
    expect(challenge ? challenge.methods : null).toEqual(methods);
  });
});

describe('signInFailureText', () => {
  it.each([
    {
      name: 'a wrong password',
      error: refusal(400, 'The e-mail address or password is not correct.'),
      text: 'The e-mail address or password is not correct.',
    },
    {
      name: 'a wrong code',
      error: refusal(401, 'The code is not correct or was already used.'),
      text: 'The code is not correct or was already used.',
    },
    {
      name: 'registration closed',
      error: refusal(403, 'Registration is closed on this server.'),
      text: 'Registration is closed on this server.',
    },
    {
      name: 'too many attempts',
      error: refusal(429, 'Too many sign-in attempts.'),
      text: 'Too many sign-in attempts.',
    },
    { name: 'a 429 without words', error: refusal(429, null), text: Messages.otherError },
    {
      name: 'a server failure',
      error: new ApiError({ message: Messages.unhandled, status: 500, description: 'Internal' }),
      text: Messages.unhandled,
    },
    { name: 'anything else', error: new Error('boom'), text: Messages.unhandled },
  ])('says $name as "$text"', ({ error, text }) => {
    expect(signInFailureText(error)).toBe(text);
  });
});
