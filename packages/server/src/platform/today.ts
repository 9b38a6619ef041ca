import { dayInTimeZone } from '@hearth/contract';
import type { AuthContext } from './auth-guard.js';
import type { AppDeps } from './deps.js';

/** Today's date where the signed-in user lives. */
export function todayFor(deps: AppDeps, auth: AuthContext): string {
  return dayInTimeZone(deps.clock(), auth.timezoneId);
}
