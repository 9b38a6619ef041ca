import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { claimBudget } from '../../platform/throttle.js';

/**
 * Codes typed on the Security page (to turn two-factor sign-in on or off), counted per user over this
 * window: someone holding a session, or the password, cannot guess their way through a million codes.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_CODES = 10;
const TOO_MANY = `Too many codes tried. Please wait ${WINDOW_MS / 60_000} minutes and try again.`;

/** Claims one code check before it runs, so that parallel guesses share the budget. */
export async function claimCodeCheck(deps: AppDeps, userId: number): Promise<void> {
  if (!(await claimBudget(deps.db.kysely, `two-factor-code:user:${userId}`, deps.clock(), WINDOW_MS, MAX_CODES)))
    throw new AppError(429, TOO_MANY);
}
