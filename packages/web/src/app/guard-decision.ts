import { isAdmin, type SessionState } from '../lib/session/session-logic';

export type GuardDecision = 'allow' | 'signed-out' | 'forbidden';

/** Any signed-in user passes, unless the page requires admin: then only admins do. */
export function guardDecision(session: SessionState, adminOnly: boolean): GuardDecision {
  if (session.status !== 'signed-in') return 'signed-out';
  if (adminOnly && !isAdmin(session)) return 'forbidden';
  return 'allow';
}
