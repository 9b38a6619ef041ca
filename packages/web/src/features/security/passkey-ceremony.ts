import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

/** The browser's side of making a passkey failed; its message says why in words. */
export class PasskeyCeremonyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyCeremonyError';
  }
}

/** Whether this browser can make passkeys at all (older browsers and some embedded views cannot). */
export function browserCanMakePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What a failed WebAuthn ceremony means to a person, by the error's code (the library's) or name (the browser's). */
export function passkeyFailureMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return 'Passkeys only work when Hearth is opened at its public address.';
  }
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'No passkey was made: the browser’s prompt was closed or timed out.';
  }
  return 'The browser could not make a passkey.';
}

/**
 * Runs the browser's ceremony for the server's options. The WebAuthn helper is loaded only now, so the
 * Security page does not carry it until someone adds a passkey.
 */
export async function addPasskeyWithBrowser(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!browserCanMakePasskeys()) throw new PasskeyCeremonyError('This browser cannot make passkeys.');
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    // The server's library made these options; it checks the answer, so they pass through unread.
    const response = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ...response };
  } catch (error) {
    throw new PasskeyCeremonyError(passkeyFailureMessage(error));
  }
}
