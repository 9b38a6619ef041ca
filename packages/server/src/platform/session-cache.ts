/**
 * The sessions this process checked a moment ago, so that a busy client's requests cost no database read
 * each: an entry is trusted for CHECKED_FOR_MS, then read again. A session ended here is refused at once
 * (a tombstone outlives any entry that saw it live); one ended by another process (WORKERS above 1) is
 * refused within CHECKED_FOR_MS. Changes to the user a request carries (role, time zone, address) drop
 * the user's entries (forgetUser), so that the next request reads them.
 */
export const CHECKED_FOR_MS = 1_000;
const LIMIT = 10_000;

export interface CachedSession {
  user_id: number;
  expires_at: string;
  last_seen_at: string;
  family_id: number;
  role: string;
  email: string;
  timezone_id: string;
}

const checked = new Map<string, { session: CachedSession; atMs: number }>();
const ended = new Map<string, number>();

function trim<K, V>(map: Map<K, V>): void {
  if (map.size >= LIMIT) map.delete(map.keys().next().value as K);
}

export function cachedSession(sessionId: string, nowMs: number): CachedSession | 'ended' | null {
  const tombstone = ended.get(sessionId);
  if (tombstone !== undefined) {
    if (nowMs - tombstone <= 2 * CHECKED_FOR_MS) return 'ended';
    ended.delete(sessionId);
  }
  const entry = checked.get(sessionId);
  if (!entry) return null;
  if (nowMs - entry.atMs > CHECKED_FOR_MS) {
    checked.delete(sessionId);
    return null;
  }
  return entry.session;
}

export function rememberSession(sessionId: string, session: CachedSession, nowMs: number): void {
  checked.delete(sessionId);
  trim(checked);
  checked.set(sessionId, { session, atMs: nowMs });
}

/** Sessions that just ended (signed out, password changed, member removed): refused from now on. */
export function forgetSessions(sessionIds: readonly string[], nowMs = Date.now()): void {
  for (const id of sessionIds) {
    checked.delete(id);
    trim(ended);
    ended.set(id, nowMs);
  }
}

/** A user whose role, time zone or address changed: their sessions are read again on the next request. */
export function forgetUser(userId: number): void {
  for (const [id, entry] of checked) if (entry.session.user_id === userId) checked.delete(id);
}
