import { SecondFactor, SecurityEventKind, type TwoFactorRequired } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { AppError } from '../../platform/errors.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { claimRecoveryCode } from './recovery-codes.js';
import { totpStepOf } from './totp.js';

export const WRONG_CODE = 'The code is not correct or was already used.';

/** The ways past the second step of a sign-in, as the 401 that asks for one lists them. */
export const SECOND_STEP_METHODS: TwoFactorRequired['methods'] = [
  SecondFactor.Totp,
  SecondFactor.RecoveryCode,
  SecondFactor.Passkey,
];

export interface SecondFactorUser {
  id: number;
  family_id: number;
  /** Encrypted at rest (platform/encryption); null while two-factor sign-in is off. */
  totp_secret: string | null;
}

export interface SecondFactorCodes {
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Claims a time step for the user in one statement: a step is used once, and only a step later than
 * the last one used counts, so of two requests carrying one code, exactly one passes.
 */
async function claimTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_last_step', '<', step)
    .where('totp_secret', 'is not', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** A current code of the user's authenticator app, used once; false when wrong, old or already used. */
export async function useTotpCode(deps: AppDeps, user: SecondFactorUser, code: string): Promise<boolean> {
  if (user.totp_secret === null) return false;
  const secret = secretBoxOf(deps).decrypt(user.totp_secret);
  const step = await totpStepOf(secret, code, deps.clock());
  return step !== null && claimTotpStep(deps.db.kysely, user.id, step);
}

/** One of the user's unused recovery codes, used up and remembered as a security event. */
export async function useRecoveryCode(
  deps: AppDeps,
  user: SecondFactorUser,
  code: string,
  origin: RequestOrigin,
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await claimRecoveryCode(trx, secretBoxOf(deps), user.id, code, now))) return false;
    await recordSecurityEvent(
      trx,
      { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.RecoveryCodeUsed, origin },
      now,
    );
    return true;
  });
}

/**
 * The second step of a sign-in or recovery: a code from the app when one is given, else a recovery
 * code. A wrong or reused code is a 401 whose data still asks for the second factor, so the sign-in
 * page stays on the code step; the sign-in's per-address counter has already counted the try.
 */
export async function useSecondFactorCode(
  deps: AppDeps,
  user: SecondFactorUser,
  codes: SecondFactorCodes,
  origin: RequestOrigin,
): Promise<SecondFactor> {
  const totpCode = codes.totpCode?.trim() ?? '';
  const recoveryCode = codes.recoveryCode?.trim() ?? '';
  if (totpCode && (await useTotpCode(deps, user, totpCode))) return SecondFactor.Totp;
  if (!totpCode && recoveryCode && (await useRecoveryCode(deps, user, recoveryCode, origin)))
    return SecondFactor.RecoveryCode;
  const data: TwoFactorRequired = { twoFactorRequired: true, methods: SECOND_STEP_METHODS };
  throw new AppError(401, WRONG_CODE, data);
}
