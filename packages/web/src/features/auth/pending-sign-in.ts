import { isRecord } from '../../api/client';

/**
 * A sign-in waiting for its second step, kept per tab (session storage) so that a reload asks for the
 * code again instead of starting over. The server's ticket stands for the password, which is never kept;
 * it lasts minutes, and is forgotten once the sign-in ends either way.
 */
export interface PendingSignIn {
  email: string;
  /** The server's sealed ticket (the answer's `pendingSignIn`). */
  ticket: string;
  /** When the ticket runs out (ISO timestamp). */
  until: string;
  /** The server's words asking for the code. */
  prompt: string;
  passkeyOffered: boolean;
}

export const PENDING_SIGN_IN_KEY = 'hearth.pendingSignIn';

export function keepPendingSignIn(storage: Storage, pending: PendingSignIn): void {
  storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
}

export function forgetPendingSignIn(storage: Storage): void {
  storage.removeItem(PENDING_SIGN_IN_KEY);
}

/** The pending sign-in of this tab, unless there is none, it is malformed or its ticket has run out. */
export function pendingSignInOf(storage: Storage, nowMs: number): PendingSignIn | null {
  const text = storage.getItem(PENDING_SIGN_IN_KEY);
  if (!text) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (
      isRecord(stored) &&
      typeof stored.email === 'string' &&
      typeof stored.ticket === 'string' &&
      typeof stored.until === 'string' &&
      typeof stored.prompt === 'string' &&
      typeof stored.passkeyOffered === 'boolean' &&
      Date.parse(stored.until) > nowMs
    ) {
      const { email, ticket, until, prompt, passkeyOffered } = stored;
      return { email, ticket, until, prompt, passkeyOffered };
    }
  } catch {
    // Text that is not JSON is dropped below, as anything else unreadable is.
  }
  forgetPendingSignIn(storage);
  return null;
}
