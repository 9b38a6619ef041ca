import type { SecondFactor, TwoFactorRequired } from '@hearth/contract';
import { ApiError, errorMessage, isRecord } from '../../api/client';

// The contract's SecondFactor values, typed against it: importing the object would bring its module's zod
// schemas onto the sign-in page.
const KNOWN_METHODS: readonly string[] = ['totp', 'recovery-code', 'passkey'] satisfies SecondFactor[];
const isMethod = (value: unknown): value is SecondFactor => typeof value === 'string' && KNOWN_METHODS.includes(value);

/**
 * The server's request for a second factor: a 401 whose data says `twoFactorRequired` (the contract's
 * `twoFactorRequiredSchema`, read by hand, for the sign-in page loads no zod). Null for any other failure.
 */
export function twoFactorChallengeOf(error: unknown): TwoFactorRequired | null {
  if (!(error instanceof ApiError) || error.status !== 401 || !isRecord(error.data)) return null;
  const { twoFactorRequired, methods, pendingSignIn, pendingUntil } = error.data;
  if (twoFactorRequired !== true) return null;
  return {
    twoFactorRequired: true,
    methods: Array.isArray(methods) ? methods.filter(isMethod) : [],
    ...(typeof pendingSignIn === 'string' && typeof pendingUntil === 'string' ? { pendingSignIn, pendingUntil } : {}),
  };
}

/**
 * The text for a failed sign-in, recovery or registration: a refusal the server explained (a wrong code,
 * too many attempts, registration closed) in its words, anything else by the generic rules.
 */
export function signInFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.description)
    return error.description;
  return errorMessage(error);
}
