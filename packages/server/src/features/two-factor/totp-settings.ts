import {
  SecurityEventKind,
  type RecoveryCodes,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpSetup,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { endSessionsOfUser, SessionEnd } from '../../platform/sessions.js';
import { confirmSensitiveChange } from '../../platform/password-confirmation.js';
import { claimCodeCheck } from './code-throttle.js';
import { useRecoveryCode, useTotpCode, WRONG_CODE } from './codes.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, normaliseTotpCode, totpStepOf, totpUri } from './totp.js';

const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to move it to another app.';
const NOT_ON = 'Two-factor sign-in is not on.';
const NOT_SET_UP = 'Please start the set-up again: scan the new QR code, then enter the code it shows.';
const WRONG_SETUP_CODE =
  'The code is not correct. Check that the time on your phone is right, then enter the code the app shows now.';
export const ASK_PASSWORD_FOR_TOTP = 'Please enter your password again to turn on two-factor sign-in.';

async function loadUser(deps: AppDeps, auth: AuthContext) {
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['id', 'family_id', 'email', 'totp_secret', 'totp_pending_secret'])
    .where('id', '=', auth.userId)
    .where('family_id', '=', auth.familyId)
    .executeTakeFirst();
  if (!user) throw notFound('User not found.');
  return user;
}

/**
 * A new secret for the authenticator app, kept encrypted as pending until a first code proves the app
 * has it. The answer is the only time the secret leaves the server.
 */
export async function setUpTotp(deps: AppDeps, auth: AuthContext): Promise<TotpSetup> {
  const user = await loadUser(deps, auth);
  if (user.totp_secret !== null) throw badRequest(ALREADY_ON);
  const secret = newTotpSecret();
  const stored = await deps.db.kysely
    .updateTable('users')
    .set({ totp_pending_secret: secretBoxOf(deps).encrypt(secret) })
    .where('id', '=', user.id)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) throw badRequest(ALREADY_ON);
  return { secret, otpauthUrl: totpUri(user.email, secret) };
}

/**
 * Turns two-factor sign-in on with a first code of the pending secret: ten recovery codes are made and
 * shown once, and every other session of the user ends (they were opened with the password alone).
 */
export async function enableTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: TotpEnableRequest,
  origin: RequestOrigin,
): Promise<RecoveryCodes> {
  await confirmSensitiveChange(deps, auth, input.password, ASK_PASSWORD_FOR_TOTP);
  const user = await loadUser(deps, auth);
  if (user.totp_secret !== null) throw badRequest(ALREADY_ON);
  const pending = user.totp_pending_secret;
  if (pending === null) throw badRequest(NOT_SET_UP);
  await claimCodeCheck(deps, user.id);
  const box = secretBoxOf(deps);
  const now = deps.clock();
  const step = await totpStepOf(box.decrypt(pending), input.code, now);
  if (step === null) throw badRequest(WRONG_SETUP_CODE);
  return deps.db.kysely.transaction().execute(async (trx) => {
    // Of two requests turning it on at once, the one that moves the pending secret wins.
    const enabled = await trx
      .updateTable('users')
      .set({
        totp_secret: pending,
        totp_pending_secret: null,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
      })
      .where('id', '=', user.id)
      .where('totp_secret', 'is', null)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) === 0) throw badRequest(ALREADY_ON);
    const recoveryCodes = await replaceRecoveryCodes(trx, box, user.id, now);
    await endSessionsOfUser(trx, user.id, SessionEnd.TwoFactorChanged, now, auth.sessionId);
    await recordSecurityEvent(
      trx,
      { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.TotpEnabled, origin },
      now,
    );
    return { recoveryCodes };
  });
}

/** Turns two-factor sign-in off: the password and a current code (or an unused recovery code). */
export async function disableTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: TotpDisableRequest,
  origin: RequestOrigin,
): Promise<void> {
  await confirmSensitiveChange(deps, auth, input.password, 'Please enter your password.');
  const user = await loadUser(deps, auth);
  if (user.totp_secret === null) throw badRequest(NOT_ON);
  await claimCodeCheck(deps, user.id);
  const used =
    normaliseTotpCode(input.code) !== null
      ? await useTotpCode(deps, user, input.code)
      : await useRecoveryCode(deps, user, input.code, origin);
  if (!used) throw badRequest(WRONG_CODE);
  const now = deps.clock();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: 0 })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    await recordSecurityEvent(
      trx,
      { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.TotpDisabled, origin },
      now,
    );
  });
}

/** Ten new recovery codes for the password; the old ones stop working. */
export async function renewRecoveryCodes(
  deps: AppDeps,
  auth: AuthContext,
  password: string,
  origin: RequestOrigin,
): Promise<RecoveryCodes> {
  await confirmSensitiveChange(deps, auth, password, 'Please enter your password.');
  const user = await loadUser(deps, auth);
  if (user.totp_secret === null) throw badRequest(NOT_ON);
  const now = deps.clock();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const recoveryCodes = await replaceRecoveryCodes(trx, secretBoxOf(deps), user.id, now);
    await recordSecurityEvent(
      trx,
      { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.RecoveryCodesRenewed, origin },
      now,
    );
    return { recoveryCodes };
  });
}
