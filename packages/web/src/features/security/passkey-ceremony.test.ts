import { describe, expect, it } from 'vitest';
import { passkeyFailureMessage } from './passkey-ceremony';

function named(name: string, code?: string): Error {
  const error = new Error('browser words');
  error.name = name;
  return code ? Object.assign(error, { code }) : error;
}

describe('passkeyFailureMessage', () => {
  it.each([
    { error: named('NotAllowedError'), message: 'No passkey was made: the browser’s prompt was closed or timed out.' },
    {
      error: named('Error', 'ERROR_CEREMONY_ABORTED'),
      message: 'No passkey was made: the browser’s prompt was closed or timed out.',
    },
    {
      error: named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'),
      message: 'This device already holds a passkey for your account.',
    },
    {
      error: named('SecurityError', 'ERROR_INVALID_RP_ID'),
      message: 'Passkeys only work when Hearth is opened at its public address.',
    },
    { error: named('UnknownError'), message: 'The browser could not make a passkey.' },
    { error: 'not even an error', message: 'The browser could not make a passkey.' },
  ])('$error.name reads "$message"', ({ error, message }) => {
    expect(passkeyFailureMessage(error)).toBe(message);
  });
});
