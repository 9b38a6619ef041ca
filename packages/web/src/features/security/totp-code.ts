import { totpCodeSchema } from '@hearth/contract';
import { ApiError } from '../../api/client';

export const TOTP_CODE_HINT = 'Enter the 6-digit code your authenticator app shows.';

/** The code as the server takes it (spaces dropped), or null with the hint to show at the field. */
export function readTotpCode(typed: string): { code: string; error: null } | { code: null; error: string } {
  const parsed = totpCodeSchema.safeParse(typed);
  return parsed.success ? { code: parsed.data, error: null } : { code: null, error: TOTP_CODE_HINT };
}

/**
 * Which field a refusal of the server is about, for dialogs that ask for a password and a code: the server
 * names the password when that was wrong, and otherwise the code.
 */
export function fieldOfRefusal(description: string): 'password' | 'code' {
  return /password/i.test(description) ? 'password' : 'code';
}

/**
 * The server asks for the password again before a sensitive change unless the session signed in or
 * confirmed it within the last minutes: a 400 whose description asks for it (or says the one given was wrong).
 */
export function asksForPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && fieldOfRefusal(error.description ?? '') === 'password';
}
