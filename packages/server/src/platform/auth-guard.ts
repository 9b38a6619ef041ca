import { Role } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { forbidden, unauthorized } from './errors.js';
import { cachedSession, rememberSession } from './session-cache.js';
import { SeenSessions, signedInSession } from './sessions.js';
import type { TokenService } from './tokens.js';

export interface AuthContext {
  userId: number;
  familyId: number;
  role: Role;
  email: string;
  timezoneId: string;
  /** The server-side session the token names. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The one message for a token that no longer speaks for anyone: the web shows it and asks to sign in again. */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * Resolves the bearer token to its live session and user, read in one statement and then kept for a second
 * (platform/session-cache.ts): a forged or expired token, an ended session (signed out, password changed,
 * member removed) or a removed member is a 401.
 */
export function authenticate(db: Db, tokens: TokenService, clock: () => Date) {
  const seen = new SeenSessions();
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('You need to log in to do this.');
    const verified = await tokens.verify(match[1]);
    if (!verified) throw unauthorized(SESSION_ENDED);
    const now = clock();
    const at = now.toISOString();
    // The cache keeps to the machine's clock: the application's clock may be a test's, and jump.
    const nowMs = Date.now();
    let session = cachedSession(verified.sessionId, nowMs);
    if (session === 'ended') throw unauthorized(SESSION_ENDED);
    if (!session) {
      const [row] = await signedInSession(db.kysely, verified.sessionId);
      if (!row || row.ended_at !== null || row.removed_at !== null) throw unauthorized(SESSION_ENDED);
      session = row;
      rememberSession(verified.sessionId, row, nowMs);
    }
    if (session.user_id !== verified.userId || session.expires_at <= at) throw unauthorized(SESSION_ENDED);
    if (seen.due(verified.sessionId, session.last_seen_at, now.getTime())) {
      await db.kysely.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', verified.sessionId).execute();
    }
    request.auth = {
      userId: session.user_id,
      familyId: session.family_id,
      role: session.role === Role.Admin ? Role.Admin : Role.Member,
      email: session.email,
      timezoneId: session.timezone_id,
      sessionId: verified.sessionId,
    };
  };
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireAdmin(auth: AuthContext, message: string): void {
  if (auth.role !== Role.Admin) throw forbidden(message);
}
