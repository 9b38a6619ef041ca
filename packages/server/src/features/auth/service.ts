import {
  Messages,
  passwordWeakness,
  Role,
  type Invitation,
  type RecoverResetRequest,
  type RegisterRequest,
  type TokenResponse,
} from '@hearth/contract';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AppDeps } from '../../platform/deps.js';
import { EMAIL_TAKEN, uniqueViolationAsBadRequest } from '../../platform/unique-names.js';
import { addStarterCategories } from '../categories/starter.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { randomPin, randomToken } from '../../platform/secrets.js';
import { bumpDataVersion } from '../../platform/tenancy.js';
import { isKnownTimezone } from '../timezones/service.js';
import { recoveryMail, validationMail } from './mails.js';
import { findPendingInvitation } from './invitations.js';

export const PIN_LIFETIME_MINUTES = 15;
export const PIN_MAX_ATTEMPTS = 5;

const WRONG_LOGIN = 'The e-mail address or password is incorrect.';
const BAD_PIN = 'The PIN is not valid or has expired. Please ask for a new one.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

let dummyHash: Promise<string> | null = null;

/** Logs in: a token for the right e-mail and password; the same answer and effort for every wrong pair. */
export async function login(deps: AppDeps, username: string, password: string): Promise<TokenResponse> {
  const user = await deps.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(username))
    .executeTakeFirst();
  if (!user) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(await dummyHash, password);
    throw badRequest(WRONG_LOGIN);
  }
  if (!(await verifyPassword(user.password_hash, password))) throw badRequest(WRONG_LOGIN);
  const issued = await deps.tokens.issue({
    userId: user.id,
    email: user.email,
    firstname: user.firstname,
    surname: user.surname,
    defaultAccountId: user.default_account_id,
    role: user.role === Role.Admin ? Role.Admin : Role.Member,
    tokenVersion: user.token_version,
  });
  return { ...issued, email: user.email };
}

export function checkNewPassword(password: string, confirmPassword: string, email: string): void {
  if (password !== confirmPassword) throw badRequest('Password and Retype Password do not match.');
  const weakness = passwordWeakness(password, email);
  if (weakness) throw badRequest(weakness);
}

export function checkTimezone(timezoneId: string): void {
  if (!isKnownTimezone(timezoneId)) throw badRequest('Please choose a time zone from the list.');
}

async function emailTaken(deps: AppDeps, email: string): Promise<boolean> {
  const row = await deps.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return !!row;
}


/**
 * Registers a person. Without an invitation they start a new family as its Admin; with one they join
 * the inviting family as a Member (the invitation mail already proved the address).
 */
export async function register(deps: AppDeps, input: RegisterRequest) {
  const email = normaliseEmail(input.email);
  checkNewPassword(input.password, input.confirmPassword, email);
  checkTimezone(input.timezoneId);
  if (await emailTaken(deps, email)) throw badRequest(EMAIL_TAKEN);

  const now = deps.clock().toISOString();
  const invitation = input.invitationId ? await findPendingInvitation(deps, input.invitationId) : null;
  if (input.invitationId && !invitation) throw badRequest('This invitation is not valid or has expired.');
  if (invitation && invitation.email !== email) {
    throw badRequest('Please register with the e-mail address the invitation was sent to.');
  }
  const passwordHash = await hashPassword(input.password);
  const validationId = randomToken();

  const created = await deps.db.kysely
    .transaction()
    .execute(async (trx) => {
      let familyId = invitation?.familyId;
      if (!familyId) {
        const family = await trx.insertInto('families').values({ name: `${input.surname.trim()} Family`, created_at: now }).returning('id').executeTakeFirstOrThrow();
        familyId = family.id;
        if (input.starterCategories ?? true) await addStarterCategories(trx, familyId, now);
      }
      const user = await trx
        .insertInto('users')
        .values({
          family_id: familyId,
          firstname: input.firstname.trim(),
          surname: input.surname.trim(),
          email,
          password_hash: passwordHash,
          role: invitation ? Role.Member : Role.Admin,
          timezone_id: input.timezoneId,
          default_account_id: null,
          email_validated_at: invitation ? now : null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (invitation) {
        await trx.updateTable('invitations').set({ accepted_at: now }).where('id', '=', invitation.id).execute();
      } else {
        await trx.insertInto('email_validations').values({ id: validationId, user_id: user.id, created_at: now, used_at: null }).execute();
      }
      await bumpDataVersion(trx, familyId);
      const family = await trx.selectFrom('families').select('name').where('id', '=', familyId).executeTakeFirstOrThrow();
      return { id: user.id, email, userAccountName: family.name };
    })
    .catch((error: unknown) => {
      // Two registrations of one address at the same moment: the unique index decides.
      throw uniqueViolationAsBadRequest(error);
    });

  if (!invitation) {
    await sendValidationMail(deps, email, input.firstname.trim(), validationId);
  }
  return created;
}

export async function sendValidationMail(deps: AppDeps, email: string, firstname: string, validationId: string) {
  const link = `${deps.config.publicUrl}/?emailvalidationid=${encodeURIComponent(validationId)}`;
  await deps.mailer.send(validationMail(email, firstname, link));
}

/** Validates an e-mail address from the link in the validation mail. */
export async function validateEmail(deps: AppDeps, id: string): Promise<string> {
  const validation = await deps.db.kysely.selectFrom('email_validations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!validation) throw notFound('This e-mail validation link is not valid.');
  if (validation.used_at) return 'Your e-mail address has already been validated.';
  const now = deps.clock().toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('email_validations').set({ used_at: now }).where('id', '=', id).execute();
    const user = await trx
      .updateTable('users')
      .set({ email_validated_at: now })
      .where('id', '=', validation.user_id)
      .returning('family_id')
      .executeTakeFirstOrThrow();
    await bumpDataVersion(trx, user.family_id);
  });
  return 'Thank you, your e-mail address has been validated.';
}

/** Starts a password recovery: a PIN by e-mail. The answer never tells whether the address is known. */
export async function startRecovery(deps: AppDeps, emailInput: string): Promise<string> {
  const email = normaliseEmail(emailInput);
  const user = await deps.db.kysely.selectFrom('users').select(['id', 'firstname']).where('email', '=', email).executeTakeFirst();
  if (!user) return Messages.recoverySent;
  const pin = randomPin();
  const now = deps.clock();
  const pinHash = await hashPassword(pin);
  await deps.db.kysely.transaction().execute(async (trx) => {
    // Only the newest PIN counts.
    await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        pin_hash: pinHash,
        expires_at: new Date(now.getTime() + PIN_LIFETIME_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  await deps.mailer.send(recoveryMail(email, user.firstname, pin, PIN_LIFETIME_MINUTES));
  return Messages.recoverySent;
}

/** Completes a recovery: the newest PIN, within its lifetime and tries, once, sets a new password. */
export async function completeRecovery(deps: AppDeps, input: RecoverResetRequest): Promise<string> {
  const email = normaliseEmail(input.email);
  const now = deps.clock().toISOString();
  const user = await deps.db.kysely.selectFrom('users').select(['id', 'family_id']).where('email', '=', email).executeTakeFirst();
  const reset = user
    ? await deps.db.kysely
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  if (!user || !reset || reset.expires_at <= now || reset.attempts >= PIN_MAX_ATTEMPTS) throw badRequest(BAD_PIN);

  if (!(await verifyPassword(reset.pin_hash, input.pin))) {
    const attempts = reset.attempts + 1;
    await deps.db.kysely
      .updateTable('password_resets')
      .set({ attempts, ...(attempts >= PIN_MAX_ATTEMPTS ? { used_at: now } : {}) })
      .where('id', '=', reset.id)
      .execute();
    const left = PIN_MAX_ATTEMPTS - attempts;
    throw badRequest(left > 0 ? `The PIN is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.` : BAD_PIN);
  }
  checkNewPassword(input.newPassword, input.newPassword, email);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(BAD_PIN);
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    await bumpDataVersion(trx, user.family_id);
  });
  return 'Your password has been reset. You can now log in with your new password.';
}

export async function invitationSummary(deps: AppDeps, id: string): Promise<Invitation> {
  const invitation = await findPendingInvitation(deps, id);
  if (!invitation) throw notFound('This invitation is not valid or has expired.');
  return {
    id: invitation.id,
    email: invitation.email,
    userAccountName: invitation.familyName,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt,
  };
}
