import { Role, SecurityEventKind, type SecurityEvents, type Session, type TokenResponse } from '@hearth/contract';
import { SESSION_ENDED, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { confirmSensitiveChange } from '../../platform/password-confirmation.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { listSecurityEvents, recordSecurityEvent } from '../../platform/security-events.js';
import { endSession, endSessionsOfUser, listSessions, renewSession, SessionEnd } from '../../platform/sessions.js';

export async function logout(deps: AppDeps, auth: AuthContext, origin: RequestOrigin): Promise<void> {
  const now = deps.clock();
  await deps.db.kysely.transaction().execute(async (trx) => {
    if (await endSession(trx, auth.userId, auth.sessionId, SessionEnd.SignedOut, now)) {
      await recordSecurityEvent(
        trx,
        { familyId: auth.familyId, userId: auth.userId, kind: SecurityEventKind.SignedOut, origin },
        now,
      );
    }
  });
}

export function sessionsOf(deps: AppDeps, auth: AuthContext): Promise<Session[]> {
  return listSessions(deps.db.kysely, auth.userId, auth.sessionId, deps.clock());
}

/** Ends one of the user's sessions; another user's id, or an ended one, is not found. */
export async function endOneSession(
  deps: AppDeps,
  auth: AuthContext,
  sessionId: string,
  origin: RequestOrigin,
): Promise<void> {
  const now = deps.clock();
  const current = sessionId === auth.sessionId;
  const ended = await deps.db.kysely.transaction().execute(async (trx) => {
    const done = await endSession(
      trx,
      auth.userId,
      sessionId,
      current ? SessionEnd.SignedOut : SessionEnd.SignedOutElsewhere,
      now,
    );
    if (done) {
      const kind = current ? SecurityEventKind.SignedOut : SecurityEventKind.SessionEnded;
      await recordSecurityEvent(trx, { familyId: auth.familyId, userId: auth.userId, kind, origin }, now);
    }
    return done;
  });
  if (!ended) throw notFound('Session not found.');
}

export async function endOtherSessions(deps: AppDeps, auth: AuthContext, origin: RequestOrigin): Promise<number> {
  const now = deps.clock();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const ended = await endSessionsOfUser(trx, auth.userId, SessionEnd.SignedOutElsewhere, now, auth.sessionId);
    if (ended > 0) {
      await recordSecurityEvent(
        trx,
        {
          familyId: auth.familyId,
          userId: auth.userId,
          kind: SecurityEventKind.SessionEnded,
          detail: `${ended} other ${ended === 1 ? 'session' : 'sessions'}`,
          origin,
        },
        now,
      );
    }
    return ended;
  });
}

export async function renew(deps: AppDeps, auth: AuthContext): Promise<TokenResponse> {
  const renewed = await renewSession(deps, auth.userId, auth.sessionId);
  if (!renewed) throw unauthorized(SESSION_ENDED);
  return renewed;
}

/** Gives the password again: sensitive changes go ahead without asking for the next ten minutes. */
export async function confirmPassword(deps: AppDeps, auth: AuthContext, password: string): Promise<void> {
  await confirmSensitiveChange(deps, auth, password, 'Please enter your password.');
}

export function securityEvents(deps: AppDeps, auth: AuthContext): Promise<SecurityEvents> {
  return listSecurityEvents(deps.db.kysely, auth.familyId, auth.userId, auth.role === Role.Admin);
}
