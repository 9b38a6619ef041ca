import { Role, SecurityEventKind, type Session, type TokenResponse } from '@hearth/contract';
import type { Executor } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import { describeClient } from './client-device.js';
import type { AppDeps } from './deps.js';
import type { RequestOrigin } from './request-origin.js';
import { randomToken } from './secrets.js';
import { recordSecurityEvent } from './security-events.js';
import { forgetSessions, forgetUser } from './session-cache.js';

/** Why a session ended, as the session row keeps it. */
export const SessionEnd = {
  SignedOut: 'signed-out',
  SignedOutElsewhere: 'signed-out-elsewhere',
  PasswordChanged: 'password-changed',
  PasswordRecovered: 'password-recovered',
  Removed: 'removed',
  RoleChanged: 'role-changed',
  TwoFactorChanged: 'two-factor-changed',
} as const;
export type SessionEnd = (typeof SessionEnd)[keyof typeof SessionEnd];

/** How long a sign-in (or a password given again) counts as fresh for a sensitive change. */
export const CONFIRMATION_FRESH_MS = 10 * 60_000;

/** last_seen_at is written at most this often per session and process: a request costs no write. */
const SEEN_WRITE_MS = 60_000;

export interface SessionUser {
  id: number;
  family_id: number;
  email: string;
  firstname: string;
  surname: string;
  default_account_id: number | null;
  role: string;
}

const roleOf = (role: string) => (role === Role.Admin ? Role.Admin : Role.Member);

async function tokenFor(deps: AppDeps, user: SessionUser, sessionId: string, expiresAt: string) {
  return deps.tokens.issue(
    {
      userId: user.id,
      email: user.email,
      firstname: user.firstname,
      surname: user.surname,
      defaultAccountId: user.default_account_id,
      role: roleOf(user.role),
      sessionId,
    },
    new Date(expiresAt),
  );
}

/** Signs a user in: a new session row, a security event, and a token naming the session. */
export async function startSession(
  deps: AppDeps,
  user: SessionUser,
  origin: RequestOrigin,
  secondFactor: string | null,
): Promise<TokenResponse> {
  const now = deps.clock();
  const at = now.toISOString();
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + deps.config.sessionLifetimeDays * 86_400_000).toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        id,
        user_id: user.id,
        family_id: user.family_id,
        created_at: at,
        last_seen_at: at,
        expires_at: expiresAt,
        ended_at: null,
        ended_reason: null,
        user_agent: origin.userAgent,
        ip_address: origin.ipAddress,
        second_factor: secondFactor,
        confirmed_at: at,
      })
      .execute();
    await recordSecurityEvent(
      trx,
      {
        familyId: user.family_id,
        userId: user.id,
        kind: SecurityEventKind.SignedIn,
        detail: secondFactor ? `with ${secondFactor}` : '',
        origin,
      },
      now,
    );
  });
  const issued = await tokenFor(deps, user, id, expiresAt);
  return { ...issued, email: user.email };
}

/** A fresh token for a live session, carrying the user's details as they are now. */
export async function renewSession(deps: AppDeps, userId: number, sessionId: string): Promise<TokenResponse | null> {
  const row = await deps.db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.family_id',
      'users.email',
      'users.firstname',
      'users.surname',
      'users.default_account_id',
      'users.role',
      'sessions.expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.ended_at', 'is', null)
    .where('users.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.clock().toISOString()) return null;
  const issued = await tokenFor(deps, row, sessionId, row.expires_at);
  return { ...issued, email: row.email };
}

/** Ends one session of a user; false when it was not theirs or had already ended. */
export async function endSession(
  db: Executor,
  userId: number,
  sessionId: string,
  reason: SessionEnd,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), ended_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  forgetSessions(ended.map((row) => row.id));
  return ended.length > 0;
}

/** Ends every live session of a user, but the one named (the session that asked, when it stays). */
export async function endSessionsOfUser(
  db: Executor,
  userId: number,
  reason: SessionEnd,
  now: Date,
  except: string | null = null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  const ended = await query.returning('id').execute();
  forgetSessions(ended.map((row) => row.id));
  forgetUser(userId);
  return ended.length;
}

/** The password (or a second factor) was given again in this session. */
export async function markSessionConfirmed(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ confirmed_at: now.toISOString() }).where('id', '=', sessionId).execute();
}

/** Whether the session signed in or was confirmed recently enough for a sensitive change. */
export async function sessionRecentlyConfirmed(db: Executor, sessionId: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('confirmed_at').where('id', '=', sessionId).executeTakeFirst();
  return !!row && new Date(row.confirmed_at).getTime() >= now.getTime() - CONFIRMATION_FRESH_MS;
}

/** The user's live sessions, the current one first, then by last activity. */
export async function listSessions(
  db: Executor,
  userId: number,
  currentSessionId: string,
  now: Date,
): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip_address', 'second_factor'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      ...describeClient(row.user_agent),
      ipAddress: row.ip_address,
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      secondFactor: row.second_factor,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Every request asks for its session and user together: one statement, compiled once. */
export const signedInSession = preparedQuery((db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.ended_at',
      'sessions.last_seen_at',
      'users.family_id',
      'users.role',
      'users.email',
      'users.timezone_id',
      'users.removed_at',
    ])
    .where('sessions.id', '=', sessionId),
);

/**
 * Remembers when each session was last seen, writing it at most once a minute per process, so that a
 * request costs no write. Bounded: the oldest entries go first.
 */
export class SeenSessions {
  private readonly written = new Map<string, number>();

  constructor(private readonly limit = 10_000) {}

  /** Whether the caller should write last_seen_at now (and it is counted as written). */
  due(sessionId: string, lastSeenAt: string, nowMs: number): boolean {
    const last = this.written.get(sessionId) ?? Date.parse(lastSeenAt);
    if (nowMs - last < SEEN_WRITE_MS) return false;
    this.written.delete(sessionId);
    if (this.written.size >= this.limit) this.written.delete(this.written.keys().next().value as string);
    this.written.set(sessionId, nowMs);
    return true;
  }
}
