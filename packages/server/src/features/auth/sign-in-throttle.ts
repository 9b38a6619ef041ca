import { SecurityEventKind } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { sendFamilyMail } from '../../platform/family-mail.js';
import { runAfterReply } from '../../platform/later.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { claimAttempt, clearKey, lockKey, secondsUntil } from '../../platform/throttle.js';
import { signInLockedMail } from './mails.js';

/** Failed sign-ins are counted per address over this window. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Attempts without any wait; after these, each one waits twice as long as the one before. */
export const FREE_ATTEMPTS = 4;
/** Beyond this many attempts in a window, the address is locked for LOCK_MINUTES and its owner told. */
export const MAX_ATTEMPTS = 10;
export const LOCK_MINUTES = 15;

/** How long the next attempt must wait after the `count`th: nothing at first, then 1, 2, 4, 8, 16 s. */
export function delayAfterAttempt(count: number): number {
  return count <= FREE_ATTEMPTS ? 0 : 1000 * 2 ** (count - FREE_ATTEMPTS - 1);
}

const keyOf = (email: string) => `sign-in:${email}`;

function tooMany(seconds: number): AppError {
  const wait =
    seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return new AppError(429, `Too many sign-in attempts for this e-mail address. Please wait ${wait} and try again.`);
}

/**
 * Claims one sign-in attempt on an address, known or not (so the answers tell nothing), before the
 * password is checked: parallel guesses each take a number, and at most MAX_ATTEMPTS are ever checked
 * in a window. Refuses with a 429 while the address waits or is locked.
 */
export async function claimSignInAttempt(deps: AppDeps, email: string, origin: RequestOrigin): Promise<void> {
  const now = deps.clock();
  const db = deps.db.kysely;
  const key = keyOf(email);
  const claim = await claimAttempt(db, key, now, SIGN_IN_WINDOW_MS);
  if (claim.count === 0) throw tooMany(secondsUntil(claim.lockedUntil ?? now.toISOString(), now));
  if (claim.count > MAX_ATTEMPTS) {
    const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    await lockKey(db, key, until);
    if (claim.count === MAX_ATTEMPTS + 1) await tellOwnerOfLock(deps, email, origin);
    throw tooMany(LOCK_MINUTES * 60);
  }
  const delay = delayAfterAttempt(claim.count);
  if (delay > 0) await lockKey(db, key, new Date(now.getTime() + delay));
}

/** A complete sign-in forgets the address's failed attempts. */
export async function signInSucceeded(deps: AppDeps, email: string): Promise<void> {
  await clearKey(deps.db.kysely, keyOf(email));
}

async function tellOwnerOfLock(deps: AppDeps, email: string, origin: RequestOrigin): Promise<void> {
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['id', 'family_id', 'firstname'])
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!user) return;
  await recordSecurityEvent(
    deps.db.kysely,
    { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.SignInLocked, origin },
    deps.clock(),
  );
  runAfterReply(async () => {
    await sendFamilyMail(deps, user.family_id, signInLockedMail(email, user.firstname, LOCK_MINUTES));
  });
}
