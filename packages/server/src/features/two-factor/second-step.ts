import type { SecondFactor, TwoFactorRequired } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { SECOND_STEP_METHODS, useSecondFactorCode } from './codes.js';

export interface SecondStepCodes {
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
}

export const SECOND_STEP_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/**
 * The second step of a sign-in or a recovery, for a user whose password (or PIN) was right: nothing when
 * two-factor sign-in is off; otherwise a code from the authenticator app or an unused recovery code, each
 * accepted once. Without one, a 401 whose data says `twoFactorRequired` and no token.
 * Answers how the step was passed, or null when there was none.
 */
export async function passSecondStep(
  deps: AppDeps,
  user: { id: number; family_id: number; totp_secret: string | null },
  codes: SecondStepCodes,
  origin: RequestOrigin,
): Promise<SecondFactor | null> {
  if (user.totp_secret === null) return null;
  const totpCode = codes.totpCode?.trim() ?? '';
  const recoveryCode = codes.recoveryCode?.trim() ?? '';
  if (!totpCode && !recoveryCode) {
    const data: TwoFactorRequired = { twoFactorRequired: true, methods: SECOND_STEP_METHODS };
    throw new AppError(401, SECOND_STEP_NEEDED, data);
  }
  return useSecondFactorCode(deps, user, { totpCode, recoveryCode }, origin);
}
