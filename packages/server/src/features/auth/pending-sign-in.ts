import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';

/** How long a right password stands in for itself while the person fetches their code. */
export const PENDING_SIGN_IN_MINUTES = 10;

export const PENDING_SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your e-mail address and password again.';

interface PendingUser {
  id: number;
  email: string;
  password_hash: string;
}

interface Ticket {
  uid: number;
  email: string;
  /** A keyed digest of the password hash: a password changed since makes the ticket worthless. */
  pw: string;
  /** Milliseconds since the epoch. */
  exp: number;
}

const isTicket = (value: unknown): value is Ticket =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Ticket).uid === 'number' &&
  typeof (value as Ticket).email === 'string' &&
  typeof (value as Ticket).pw === 'string' &&
  typeof (value as Ticket).exp === 'number';

/**
 * A sign-in whose password was right and whose second step is still to come, sealed (AES-GCM, the key of
 * platform/encryption) so that the browser can keep it across a reload without keeping the password. It
 * names the user, holds nothing secret, lasts PENDING_SIGN_IN_MINUTES and dies with a change of password.
 */
export function sealPendingSignIn(deps: AppDeps, user: PendingUser): { ticket: string; until: string } {
  const box = secretBoxOf(deps);
  const exp = deps.clock().getTime() + PENDING_SIGN_IN_MINUTES * 60_000;
  const ticket: Ticket = { uid: user.id, email: user.email, pw: box.digest(user.password_hash), exp };
  return { ticket: box.encrypt(JSON.stringify(ticket)), until: new Date(exp).toISOString() };
}

/** True when the ticket was sealed here for this user, with the password they have now, and is still current. */
export function pendingSignInHolds(deps: AppDeps, ticket: string, user: PendingUser): boolean {
  const box = secretBoxOf(deps);
  let opened: unknown;
  try {
    opened = JSON.parse(box.decrypt(ticket));
  } catch {
    return false;
  }
  return (
    isTicket(opened) &&
    opened.uid === user.id &&
    opened.email === user.email &&
    opened.pw === box.digest(user.password_hash) &&
    opened.exp > deps.clock().getTime()
  );
}
