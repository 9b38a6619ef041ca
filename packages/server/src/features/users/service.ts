import { AccountType, passwordWeakness, SecurityEventKind, type UpdateUserRequest, type User } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { EMAIL_TAKEN } from '../../platform/unique-names.js';
import { badRequest, notFound, unauthorized } from '../../platform/errors.js';
import { sendFamilyMail } from '../../platform/family-mail.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { forgetUser } from '../../platform/session-cache.js';
import { endSessionsOfUser, renewSession, SessionEnd, startSession } from '../../platform/sessions.js';
import { hashPassword } from '../../platform/passwords.js';
import { randomToken } from '../../platform/secrets.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { SESSION_ENDED, type AuthContext } from '../../platform/auth-guard.js';
import { emailChangeNoticeMail } from '../auth/mails.js';
import { checkOwnPassword } from '../../platform/password-confirmation.js';
import { checkTimezone, normaliseEmail, sendValidationMail } from '../auth/service.js';

async function loadUserRow(deps: AppDeps, auth: AuthContext) {
  const row = await familyScope(deps.db.kysely, auth.familyId)
    .selectFrom('users')
    .innerJoin('families', 'families.id', 'users.family_id')
    .select([
      'users.id',
      'users.firstname',
      'users.surname',
      'users.email',
      'users.default_account_id',
      'users.timezone_id',
      'users.role',
      'users.email_validated_at',
      'users.pending_email',
      'families.name as family_name',
      'families.currency_code',
    ])
    .where('users.id', '=', auth.userId)
    .executeTakeFirst();
  if (!row) throw notFound('User not found.');
  return row;
}

type UserRow = Awaited<ReturnType<typeof loadUserRow>>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstname: row.firstname,
    surname: row.surname,
    email: row.email,
    defaultAccountId: row.default_account_id,
    timezoneId: row.timezone_id,
    userAccountName: row.family_name,
    role: row.role,
    currencyCode: row.currency_code,
    emailValidated: row.email_validated_at !== null,
    pendingEmail: row.pending_email,
  };
}

export async function getUser(deps: AppDeps, auth: AuthContext): Promise<User> {
  return toUser(await loadUserRow(deps, auth));
}

/** Active own bank accounts of the family: the choices for the default account. */
export async function accountChoices(deps: AppDeps, familyId: number, db: Executor = deps.db.kysely) {
  const rows = await familyScope(db, familyId)
    .selectFrom('accounts')
    .select(['accounts.id', 'accounts.name'])
    .where('accounts.account_type_id', '=', AccountType.Bank)
    .where('accounts.is_active', '=', 1)
    .where('accounts.is_deleted', '=', 0)
    .execute();
  return rows.sort(byNameCaseInsensitive);
}

/**
 * Saves the user's own details. A new e-mail address asks for the current password; it is kept apart until
 * its validation link is opened (until then the old address signs in and receives PINs), and the old
 * address is told of the change.
 */
export async function updateUser(deps: AppDeps, auth: AuthContext, input: UpdateUserRequest, origin: RequestOrigin) {
  const current = await loadUserRow(deps, auth);
  const email = normaliseEmail(input.email);
  checkTimezone(input.timezoneId);
  const emailChanged = email !== current.email && email !== current.pending_email;
  const backToCurrent = email === current.email && current.pending_email !== null;
  if (emailChanged) {
    if (!input.currentPassword)
      throw badRequest('Current Password: enter your password to change your e-mail address.');
    if (!(await checkOwnPassword(deps, auth.userId, input.currentPassword)))
      throw badRequest('Current Password: the password is not correct.');
    const taken = await deps.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw badRequest(EMAIL_TAKEN);
  }
  const defaultAccountId = input.defaultAccountId ?? null;
  const validationId = randomToken();
  const now = deps.clock();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    if (defaultAccountId !== null) {
      const choices = await accountChoices(deps, auth.familyId, trx);
      if (!choices.some((choice) => choice.id === defaultAccountId)) {
        throw badRequest('The default account must be one of your active bank accounts.');
      }
    }
    await trx
      .updateTable('users')
      .set({
        firstname: input.firstname.trim(),
        surname: input.surname.trim(),
        default_account_id: defaultAccountId,
        timezone_id: input.timezoneId,
        ...(emailChanged ? { pending_email: email } : backToCurrent ? { pending_email: null } : {}),
      })
      .where('id', '=', auth.userId)
      .execute();
    if (emailChanged) {
      // Links sent for an earlier change stop working.
      await trx
        .updateTable('email_validations')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', auth.userId)
        .where('email', 'is not', null)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('email_validations')
        .values({ id: validationId, user_id: auth.userId, email, created_at: now.toISOString(), used_at: null })
        .execute();
      await recordSecurityEvent(
        trx,
        {
          familyId: auth.familyId,
          userId: auth.userId,
          kind: SecurityEventKind.EmailChangeRequested,
          detail: email,
          origin,
        },
        now,
      );
    }
  });
  // The time zone and names a request carries are read again on the next one.
  forgetUser(auth.userId);
  const saved = await loadUserRow(deps, auth);
  if (emailChanged) {
    await sendValidationMail(deps, auth.familyId, email, saved.firstname, validationId);
    await sendFamilyMail(deps, auth.familyId, emailChangeNoticeMail(current.email, saved.firstname, email));
  }
  const renewed = await renewSession(deps, auth.userId, auth.sessionId);
  if (!renewed) throw unauthorized(SESSION_ENDED);
  return { ...toUser(saved), token: renewed.token };
}

/**
 * Changes the password: every session ends, this one too, and this device goes on in a new session whose
 * token the answer carries, so that no token issued before the change works any more.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  currentPassword: string,
  newPassword: string,
  origin: RequestOrigin,
) {
  const row = await loadUserRow(deps, auth);
  if (!(await checkOwnPassword(deps, auth.userId, currentPassword))) {
    throw badRequest('The current password is not correct.');
  }
  if (!newPassword) throw badRequest('New password validation failed');
  const weakness = passwordWeakness(newPassword, row.email);
  if (weakness) throw badRequest(weakness);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock();
  const secondFactor = await deps.db.kysely
    .selectFrom('sessions')
    .select('second_factor')
    .where('id', '=', auth.sessionId)
    .executeTakeFirst();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', auth.userId).execute();
    await endSessionsOfUser(trx, auth.userId, SessionEnd.PasswordChanged, now);
    await recordSecurityEvent(
      trx,
      { familyId: auth.familyId, userId: auth.userId, kind: SecurityEventKind.PasswordChanged, origin },
      now,
    );
  });
  const user = {
    id: row.id,
    family_id: auth.familyId,
    email: row.email,
    firstname: row.firstname,
    surname: row.surname,
    default_account_id: row.default_account_id,
    role: row.role,
  };
  const { token, expiresAt } = await startSession(deps, user, origin, secondFactor?.second_factor ?? null);
  return { token, expiresAt };
}
