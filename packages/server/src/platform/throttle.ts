import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

export interface Claim {
  /** The attempts claimed in the current window, this one included; 0 when the key is locked. */
  count: number;
  /** While set and in the future, nothing is claimed: the caller refuses. */
  lockedUntil: string | null;
}

/**
 * Claims one attempt under a key (`login:ann@example.com`, `recover-ip:203.0.113.9`…) in one statement,
 * before any check runs: parallel requests each get their own count, so a limit holds however the
 * attempts arrive. A window older than `windowMs` starts again at 1. A locked key claims nothing.
 */
export async function claimAttempt(db: Executor, key: string, now: Date, windowMs: number): Promise<Claim> {
  const at = now.toISOString();
  const windowOpened = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('throttles')
    .values({ key, window_start: at, count: 1, locked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          count: sql<number>`CASE WHEN throttles.window_start < ${windowOpened} THEN 1 ELSE throttles.count + 1 END`,
          window_start: sql<string>`CASE WHEN throttles.window_start < ${windowOpened} THEN ${at} ELSE throttles.window_start END`,
        })
        .where((eb) => eb.or([eb('throttles.locked_until', 'is', null), eb('throttles.locked_until', '<=', at)])),
    )
    .returning(['count', 'locked_until'])
    .executeTakeFirst();
  if (row) return { count: Number(row.count), lockedUntil: null };
  const locked = await db.selectFrom('throttles').select('locked_until').where('key', '=', key).executeTakeFirst();
  return { count: 0, lockedUntil: locked?.locked_until ?? at };
}

/** Locks a key until the given time, or longer if it already is: claims are refused until then. */
export async function lockKey(db: Executor, key: string, until: Date): Promise<void> {
  const at = until.toISOString();
  await db
    .updateTable('throttles')
    .set({ locked_until: at })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .execute();
}

/** Forgets a key's attempts (a successful sign-in). */
export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

/**
 * Claims one use of a budget (`mail:family:7` per hour, `invite:family:7` per day): true while the
 * window's count stays within `limit`, false once it is spent. Claimed before the work, so parallel
 * requests cannot overspend it.
 */
export async function claimBudget(
  db: Executor,
  key: string,
  now: Date,
  windowMs: number,
  limit: number,
): Promise<boolean> {
  const claim = await claimAttempt(db, key, now, windowMs);
  return claim.count > 0 && claim.count <= limit;
}

/** Whole seconds until a time, at least 1: for "try again in N seconds" messages. */
export function secondsUntil(until: string, now: Date): number {
  return Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
}
