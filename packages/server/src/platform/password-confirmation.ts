import type { AuthContext } from './auth-guard.js';
import type { AppDeps } from './deps.js';
import { AppError, badRequest } from './errors.js';
import { verifyPassword } from './passwords.js';
import { markSessionConfirmed, sessionRecentlyConfirmed } from './sessions.js';
import { claimBudget, clearKey } from './throttle.js';

export const WRONG_PASSWORD = 'The password is not correct.';

/** Passwords given again are counted per user over this window, so a stolen session cannot guess on. */
const CONFIRM_WINDOW_MS = 15 * 60_000;
const CONFIRM_ATTEMPTS = 5;
const TOO_MANY = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * A sensitive change goes ahead when the session signed in or gave the password within the last few
 * minutes, or when the request gives the password now (which then counts as a fresh confirmation).
 * Each password given is claimed before it is checked: parallel guesses share one small budget.
 */
export async function confirmSensitiveChange(
  deps: AppDeps,
  auth: AuthContext,
  password: string | undefined,
  askMessage: string,
): Promise<void> {
  const db = deps.db.kysely;
  const now = deps.clock();
  if (password === undefined || password === '') {
    if (await sessionRecentlyConfirmed(db, auth.sessionId, now)) return;
    throw badRequest(askMessage);
  }
  if (!(await checkOwnPassword(deps, auth.userId, password))) throw badRequest(WRONG_PASSWORD);
  await markSessionConfirmed(db, auth.sessionId, now);
}

/**
 * Whether a signed-in user's password is right (a sensitive change, a password change). Claimed before
 * it is checked, on one budget per user shared by every such check; a right password clears it.
 */
export async function checkOwnPassword(deps: AppDeps, userId: number, password: string): Promise<boolean> {
  const db = deps.db.kysely;
  const key = `confirm-password:user:${userId}`;
  if (!(await claimBudget(db, key, deps.clock(), CONFIRM_WINDOW_MS, CONFIRM_ATTEMPTS)))
    throw new AppError(429, TOO_MANY);
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) return false;
  await clearKey(db, key);
  return true;
}
