import { Role, type TokenClaims } from '@hearth/contract';
import { readTokenClaims } from './token-claims';

/** What the browser keeps of a session, under one product key. */
export interface StoredAuth {
  token: string;
  email: string;
}

/** What the landing page says after a session ended: the server's own words for a refused token. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** `ended`: the server refused the session's token, or it ran out while someone was signed in. */
export type SignedOutReason = 'missing' | 'malformed' | 'no-expiry' | 'expired' | 'ended';

export type SessionState =
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; token: string; email: string; claims: TokenClaims };

export const signedOut = (reason: SignedOutReason = 'missing'): SessionState => ({ status: 'signed-out', reason });

/** Signed in while a stored token exists and has not expired; anything else means logged out. */
export function evaluateSession(stored: StoredAuth | null, nowSeconds: number): SessionState {
  if (!stored || !stored.token) return signedOut('missing');
  const reading = readTokenClaims(stored.token);
  if (reading.kind !== 'claims') return signedOut(reading.kind);
  if (reading.claims.exp <= nowSeconds) return signedOut('expired');
  return { status: 'signed-in', token: stored.token, email: stored.email, claims: reading.claims };
}

/** The token must belong to whoever typed the login name; e-mail addresses compare case-insensitively. */
export function subjectMatchesLogin(claims: TokenClaims, typedUsername: string): boolean {
  return claims.sub.trim().toLowerCase() === typedUsername.trim().toLowerCase();
}

export function isAdmin(session: SessionState): boolean {
  return session.status === 'signed-in' && session.claims.role === Role.Admin;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
