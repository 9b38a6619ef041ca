import {
  DEFAULT_CURRENCY,
  Messages,
  passwordWeakness,
  Role,
  SecurityEventKind,
  type Invitation,
  type LoginRequest,
  type RecoverResetRequest,
  type RegisterRequest,
  type TokenResponse,
} from '@hearth/contract';
import { violatedUniqueIndex } from '../../platform/database-errors.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { sendFamilyMail } from '../../platform/family-mail.js';
import { runAfterReply } from '../../platform/later.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { randomPin, randomToken } from '../../platform/secrets.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { forgetUser } from '../../platform/session-cache.js';
import { endSessionsOfUser, SessionEnd, startSession } from '../../platform/sessions.js';
import { bumpDataVersion, writeForFamily } from '../../platform/tenancy.js';
import { claimBudget } from '../../platform/throttle.js';
import { addStarterCategories } from '../categories/starter.js';
import { isKnownTimezone } from '../timezones/service.js';
import { passSecondStep } from '../two-factor/second-step.js';
import { existingAccountMail, recoveryMail, validationMail } from './mails.js';
import { findPendingInvitation } from './invitations.js';
import { PENDING_SIGN_IN_EXPIRED, pendingSignInHolds, sealPendingSignIn } from './pending-sign-in.js';
import { claimSignInAttempt, signInSucceeded } from './sign-in-throttle.js';

export const PIN_LIFETIME_MINUTES = 15;
export const PIN_MAX_ATTEMPTS = 5;

const WRONG_LOGIN = 'The e-mail address or password is incorrect.';
const BAD_PIN = 'The PIN is not correct or has expired. Please ask for a new one if you need to.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

let dummyHash: Promise<string> | null = null;

/** The same effort as checking a real password, for an address nobody uses. */
async function spendAsOnAPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password');
  await verifyPassword(await dummyHash, password);
}

/**
 * Logs in: a session and a token for the right e-mail and password (and second factor, when the account
 * has one on). Each attempt is claimed on the address before any check, known or not, so that parallel
 * guesses count; the same answer and effort for every wrong pair.
 */
export async function login(deps: AppDeps, input: LoginRequest, origin: RequestOrigin): Promise<TokenResponse> {
  const email = normaliseEmail(input.username);
  await claimSignInAttempt(deps, email, origin);
  const user = await deps.db.kysely
    .selectFrom('users')
    .select([
      'id',
      'family_id',
      'email',
      'firstname',
      'surname',
      'default_account_id',
      'role',
      'password_hash',
      'totp_secret',
    ])
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  const pending = input.pendingSignIn;
  if (pending) {
    // A resumed second step: the ticket stands for the password, for an account that still asks for a code.
    if (!user || user.totp_secret === null || !pendingSignInHolds(deps, pending, user))
      throw badRequest(PENDING_SIGN_IN_EXPIRED);
  } else if (!user) {
    await spendAsOnAPassword(input.password);
    throw badRequest(WRONG_LOGIN);
  } else if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordSecurityEvent(
      deps.db.kysely,
      { familyId: user.family_id, userId: user.id, kind: SecurityEventKind.SignInFailed, origin },
      deps.clock(),
    );
    throw badRequest(WRONG_LOGIN);
  }
  const secondFactor = await passSecondStep(deps, user, input, origin).catch((error: unknown) => {
    throw pending ? error : withPendingTicket(deps, user, error);
  });
  await signInSucceeded(deps, email);
  return startSession(deps, user, origin, secondFactor);
}

/**
 * The answer that asks for the second step carries a ticket for the right password, so that the page can
 * ask for the code again after a reload without keeping the password (pending-sign-in.ts).
 */
function withPendingTicket(deps: AppDeps, user: Parameters<typeof sealPendingSignIn>[1], error: unknown): unknown {
  if (!(error instanceof AppError) || error.statusCode !== 401 || error.data?.twoFactorRequired !== true) return error;
  const { ticket, until } = sealPendingSignIn(deps, user);
  return new AppError(401, error.message, { ...error.data, pendingSignIn: ticket, pendingUntil: until });
}

export function checkNewPassword(password: string, confirmPassword: string, email: string): void {
  if (password !== confirmPassword) throw badRequest('Password and Retype Password do not match.');
  const weakness = passwordWeakness(password, email);
  if (weakness) throw badRequest(weakness);
}

export function checkTimezone(timezoneId: string): void {
  if (!isKnownTimezone(timezoneId)) throw badRequest('Please choose a time zone from the list.');
}

/**
 * Registers a person. Without an invitation they start a new family as its Admin; with one they join
 * the inviting family as a Member (the invitation mail already proved the address). An address that
 * already has an account gets the same answer, after the same work (the write runs and the unique index
 * refuses it), and its owner a mail saying so: registration does not tell who uses Hearth.
 */
export async function register(deps: AppDeps, input: RegisterRequest) {
  const email = normaliseEmail(input.email);
  const registration = deps.config.registration;
  if (registration === 'closed') throw forbidden(REGISTRATION_CLOSED);
  if (registration === 'invite' && !input.invitationId) throw forbidden(REGISTRATION_BY_INVITATION);
  checkNewPassword(input.password, input.confirmPassword, email);
  checkTimezone(input.timezoneId);

  const now = deps.clock().toISOString();
  const invitation = input.invitationId ? await findPendingInvitation(deps, input.invitationId) : null;
  if (input.invitationId && !invitation) throw badRequest('This invitation is not valid or has expired.');
  if (invitation && invitation.email !== email) {
    throw badRequest('Please register with the e-mail address the invitation was sent to.');
  }
  const passwordHash = await hashPassword(input.password);
  const validationId = randomToken();
  const familyName = invitation?.familyName ?? `${input.surname.trim()} Family`;

  const created = await deps.db.kysely
    .transaction()
    .execute(async (trx) => {
      let familyId = invitation?.familyId;
      if (!familyId) {
        const family = await trx
          .insertInto('families')
          .values({ name: familyName, created_at: now, currency_code: input.currencyCode ?? DEFAULT_CURRENCY })
          .returning('id')
          .executeTakeFirstOrThrow();
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
        await trx
          .insertInto('email_validations')
          .values({ id: validationId, user_id: user.id, created_at: now, used_at: null })
          .execute();
      }
      await bumpDataVersion(trx, familyId);
      return { familyId };
    })
    .catch((error: unknown) => {
      // The address has an account already (or two registrations of it raced): the unique index decides.
      if (violatedUniqueIndex(error) !== null) return null;
      throw error;
    });

  if (created && !invitation) {
    const familyId = created.familyId;
    runAfterReply(async () => {
      await sendValidationMail(deps, familyId, email, input.firstname.trim(), validationId);
    });
  } else if (!created) {
    runAfterReply(() => tellOwnerOfRegistration(deps, email));
  }
  return { email, userAccountName: familyName };
}

const REGISTRATION_CLOSED = 'Registration is closed on this server. Please ask its administrator.';
const REGISTRATION_BY_INVITATION =
  'Registration on this server is by invitation only. Please ask a family Admin to invite you.';

/** The owner of an address someone tried to register again hears of it, at most a few times a day. */
async function tellOwnerOfRegistration(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['family_id', 'firstname'])
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!user) return;
  if (!(await claimBudget(deps.db.kysely, `register-notice:${email}`, deps.clock(), DAY_MS, 3))) return;
  await sendFamilyMail(deps, user.family_id, existingAccountMail(email, user.firstname, deps.config.publicUrl));
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export async function sendValidationMail(
  deps: AppDeps,
  familyId: number,
  email: string,
  firstname: string,
  validationId: string,
): Promise<boolean> {
  const link = `${deps.config.publicUrl}/?emailvalidationid=${encodeURIComponent(validationId)}`;
  return sendFamilyMail(deps, familyId, validationMail(email, firstname, link));
}

const BAD_VALIDATION_LINK = 'This e-mail validation link is not valid.';

/**
 * Validates an e-mail address from the link in the validation mail. A link for a change of address
 * makes the new address the one that signs in, if nobody took it meanwhile.
 */
export async function validateEmail(deps: AppDeps, id: string, origin: RequestOrigin): Promise<string> {
  const validation = await deps.db.kysely
    .selectFrom('email_validations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!validation) throw notFound(BAD_VALIDATION_LINK);
  if (validation.used_at) return 'Your e-mail address has already been validated.';
  const now = deps.clock();
  const at = now.toISOString();
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['family_id', 'pending_email', 'removed_at'])
    .where('id', '=', validation.user_id)
    .executeTakeFirst();
  if (!user || user.removed_at) throw notFound(BAD_VALIDATION_LINK);
  const newEmail = validation.email;
  if (newEmail !== null && user.pending_email !== newEmail) throw notFound(BAD_VALIDATION_LINK);
  await writeForFamily(deps.db.kysely, user.family_id, async (trx) => {
    const claimed = await trx
      .updateTable('email_validations')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw notFound(BAD_VALIDATION_LINK);
    await trx
      .updateTable('users')
      .set(
        newEmail === null
          ? { email_validated_at: at }
          : { email: newEmail, pending_email: null, email_validated_at: at },
      )
      .where('id', '=', validation.user_id)
      .execute();
    if (newEmail !== null) {
      await recordSecurityEvent(
        trx,
        {
          familyId: user.family_id,
          userId: validation.user_id,
          kind: SecurityEventKind.EmailChanged,
          detail: newEmail,
          origin,
        },
        now,
      );
    }
  });
  forgetUser(validation.user_id);
  return newEmail === null
    ? 'Thank you, your e-mail address has been validated.'
    : `Thank you: you now sign in with ${newEmail}.`;
}

/** PINs an address may be sent in an hour, and recovery requests one client address may make. */
const PINS_PER_ACCOUNT_PER_HOUR = 3;
const RECOVERIES_PER_ADDRESS_PER_HOUR = 20;

/**
 * Starts a password recovery: a PIN by e-mail. The answer is the same, and as quick, for every address:
 * the PIN is made and mailed after the answer, within the account's and the client's hourly limits.
 */
export async function startRecovery(deps: AppDeps, emailInput: string, origin: RequestOrigin): Promise<string> {
  const email = normaliseEmail(emailInput);
  runAfterReply(async () => {
    const now = deps.clock();
    const db = deps.db.kysely;
    if (!(await claimBudget(db, `recover-ip:${origin.ipAddress}`, now, HOUR_MS, RECOVERIES_PER_ADDRESS_PER_HOUR)))
      return;
    if (!(await claimBudget(db, `recover:${email}`, now, HOUR_MS, PINS_PER_ACCOUNT_PER_HOUR))) return;
    const user = await db
      .selectFrom('users')
      .select(['id', 'family_id', 'firstname'])
      .where('email', '=', email)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const pin = randomPin();
    const pinHash = await hashPassword(pin);
    await db.transaction().execute(async (trx) => {
      // Only the newest PIN counts.
      await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
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
    await sendFamilyMail(deps, user.family_id, recoveryMail(email, user.firstname, pin, PIN_LIFETIME_MINUTES));
  });
  return Messages.recoverySent;
}

/**
 * Completes a recovery: the newest PIN, within its lifetime, once. Each try is claimed on the PIN before
 * it is checked, so a PIN dies after PIN_MAX_ATTEMPTS tries however they arrive; an unknown address
 * costs the same and answers the same. With two-factor sign-in on, the PIN alone is not enough.
 */
export async function completeRecovery(
  deps: AppDeps,
  input: RecoverResetRequest,
  origin: RequestOrigin,
): Promise<string> {
  const email = normaliseEmail(input.email);
  const now = deps.clock();
  const at = now.toISOString();
  const db = deps.db.kysely;
  const user = await db
    .selectFrom('users')
    .select(['id', 'family_id', 'totp_secret'])
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  const reset = user
    ? await db
        .selectFrom('password_resets')
        .select(['id', 'pin_hash'])
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  // The try is taken before the check: the 6th of any number of parallel tries finds nothing to claim.
  const claimed = reset
    ? await db
        .updateTable('password_resets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', reset.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .where('attempts', '<', PIN_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst()
    : undefined;
  if (!user || !reset || !claimed) {
    await spendAsOnAPassword(input.pin);
    throw badRequest(BAD_PIN);
  }
  if (!(await verifyPassword(reset.pin_hash, input.pin))) {
    if (Number(claimed.attempts) >= PIN_MAX_ATTEMPTS)
      await db.updateTable('password_resets').set({ used_at: at }).where('id', '=', reset.id).execute();
    throw badRequest(BAD_PIN);
  }
  checkNewPassword(input.newPassword, input.newPassword, email);
  const secondFactor = await passSecondStep(deps, user, input, origin);
  const passwordHash = await hashPassword(input.newPassword);
  await writeForFamily(db, user.family_id, async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(BAD_PIN);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await endSessionsOfUser(trx, user.id, SessionEnd.PasswordRecovered, now);
    await recordSecurityEvent(
      trx,
      {
        familyId: user.family_id,
        userId: user.id,
        kind: SecurityEventKind.PasswordRecovered,
        detail: secondFactor ? `with ${secondFactor}` : '',
        origin,
      },
      now,
    );
  });
  await signInSucceeded(deps, email);
  return 'Your password has been reset. You can now log in with your new password.';
}

/** What a signed-out visitor may read of an invitation: whom it is for and which family, nothing more. */
export async function invitationSummary(deps: AppDeps, id: string): Promise<Invitation> {
  const invitation = await findPendingInvitation(deps, id);
  if (!invitation) throw notFound('This invitation is not valid or has expired.');
  return {
    id: invitation.id,
    email: invitation.email,
    userAccountName: invitation.familyName,
    expiresAt: invitation.expiresAt,
  };
}
