import { passwordAgainProblem } from '../../lib/password-again';
import { readTotpCode } from './totp-code';

/**
 * The security page's dialogs: what each sends, or what it says at its fields first. The password is asked
 * again only once the server has said it wants it (`passwordAsked`), or where the dialog always asks it.
 */
export type SecurityCheck<R, F extends string> =
  { ok: true; request: R } | { ok: false; errors: Partial<Record<F, string>> };

/** The password, sent only when one was given. */
const withPassword = (password: string) => (password ? { password } : {});

/** Add a passkey: it needs a name to be known by. */
export function addPasskeyOf(
  name: string,
  password: string,
  passwordAsked: boolean,
): SecurityCheck<{ name: string; password?: string }, 'name' | 'password'> {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, errors: { name: 'Give the passkey a name, such as the device it lives on.' } };
  const missing = passwordAgainProblem(passwordAsked, password);
  if (missing) return { ok: false, errors: { password: missing } };
  return { ok: true, request: { name: trimmed, ...withPassword(password) } };
}

/** Turn on two-factor sign-in: the first code the app shows proves it is set up. */
export function enableTotpOf(
  typed: string,
  password: string,
  passwordAsked: boolean,
): SecurityCheck<{ code: string; password?: string }, 'code' | 'password'> {
  const { code, error } = readTotpCode(typed);
  if (code === null) return { ok: false, errors: { code: error } };
  const missing = passwordAgainProblem(passwordAsked, password);
  if (missing) return { ok: false, errors: { password: missing } };
  return { ok: true, request: { code, ...withPassword(password) } };
}

/** Turn it off: the password and a current code (or a recovery code), both said at once when missing. */
export function disableTotpOf(
  password: string,
  code: string,
): SecurityCheck<{ password: string; code: string }, 'code' | 'password'> {
  const errors: Partial<Record<'code' | 'password', string>> = {};
  const missing = passwordAgainProblem(true, password);
  if (missing) errors.password = missing;
  if (!code.trim()) errors.code = 'Enter a code from your app, or a recovery code.';
  if (errors.password || errors.code) return { ok: false, errors };
  return { ok: true, request: { password, code: code.trim() } };
}

/** New recovery codes: the password first. */
export function renewCodesOf(password: string): SecurityCheck<string, 'password'> {
  const missing = passwordAgainProblem(true, password);
  return missing ? { ok: false, errors: { password: missing } } : { ok: true, request: password };
}
