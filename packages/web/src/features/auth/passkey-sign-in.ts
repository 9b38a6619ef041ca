import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRoutes, type TokenResponse } from '@hearth/contract';
import { apiRequest, isRecord, type DataSchema } from '../../api/client';
import { tokenResponseCheck } from '../../lib/session/token-response';
import { signInFailureText } from './sign-in-errors';

/** Whether this browser can use passkeys at all (WebAuthn, which also needs a secure context). */
export function passkeysSupported(): boolean {
  return typeof window.PublicKeyCredential === 'function';
}

interface PasskeyChallenge {
  challengeId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

const isRequestOptions = (value: unknown): value is PublicKeyCredentialRequestOptionsJSON =>
  isRecord(value) && typeof value.challenge === 'string';

/** The contract's `passkeyOptionsSchema`, checked by hand (the sign-in page loads no zod); the options' fields are the browser's to check. */
const passkeyChallengeCheck: DataSchema<PasskeyChallenge> = {
  safeParse(data) {
    if (isRecord(data) && typeof data.challengeId === 'string' && isRequestOptions(data.options)) {
      return { success: true, data: { challengeId: data.challengeId, options: data.options } };
    }
    return { success: false, error: { issues: ['expected { challengeId, options: { challenge } }'] } };
  },
};

/**
 * Signs in with a passkey: a challenge from the server, the browser's prompt, then the signed answer for a
 * token. The WebAuthn library is fetched only now, so that the sign-in page does not load it up front.
 */
export async function signInWithPasskey(username: string): Promise<TokenResponse> {
  const body = username.trim() ? { username: username.trim() } : {};
  const { data: challenge } = await apiRequest(apiRoutes.auth.passkeyOptions, passkeyChallengeCheck, { body });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: challenge.options });
  const signedIn = await apiRequest(apiRoutes.auth.passkeySignIn, tokenResponseCheck, {
    body: { challengeId: challenge.challengeId, response },
  });
  return signedIn.data;
}

const PROMPT_CLOSED = 'You were not signed in: the passkey prompt was closed or timed out.';

/** What to say when a passkey sign-in did not work: the browser's prompt, or the server's reason. */
export function passkeyFailureText(error: unknown): string {
  if (error instanceof Error) {
    // The library wraps the browser's errors (WebAuthnError) but keeps their names; a cancelled prompt
    // and one that found no passkey for this site look the same to a page, on purpose.
    const code = 'code' in error ? error.code : undefined;
    if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
      return PROMPT_CLOSED;
    if (error.name === 'SecurityError') return 'Passkeys cannot be used at this address.';
    if (error.name !== 'ApiError') return 'The browser could not use a passkey.';
  }
  return signInFailureText(error);
}
