import { AccountType, passwordWeakness, Role, type UpdateUserRequest, type User } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { EMAIL_TAKEN } from '../../platform/unique-names.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { randomToken } from '../../platform/secrets.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import type { AuthContext } from '../../platform/auth-guard.js';
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
      'users.token_version',
      'users.password_hash',
      'families.name as family_name',
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
    emailValidated: row.email_validated_at !== null,
  };
}

export async function getUser(deps: AppDeps, auth: AuthContext): Promise<User> {
  return toUser(await loadUserRow(deps, auth));
}

async function issueFor(deps: AppDeps, row: UserRow) {
  return deps.tokens.issue({
    userId: row.id,
    email: row.email,
    firstname: row.firstname,
    surname: row.surname,
    defaultAccountId: row.default_account_id,
    role: row.role === Role.Admin ? Role.Admin : Role.Member,
    tokenVersion: row.token_version,
  });
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

/** Saves the user's own details; a changed e-mail address must be validated again. */
export async function updateUser(deps: AppDeps, auth: AuthContext, input: UpdateUserRequest) {
  const current = await loadUserRow(deps, auth);
  const email = normaliseEmail(input.email);
  checkTimezone(input.timezoneId);
  const emailChanged = email !== current.email;
  if (emailChanged) {
    // Another family's member may take the address at the same moment: the unique index settles that.
    const taken = await deps.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw badRequest(EMAIL_TAKEN);
  }
  const defaultAccountId = input.defaultAccountId ?? null;
  const validationId = randomToken();
  const now = deps.clock().toISOString();
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
        email,
        default_account_id: defaultAccountId,
        timezone_id: input.timezoneId,
        ...(emailChanged ? { email_validated_at: null } : {}),
      })
      .where('id', '=', auth.userId)
      .execute();
    if (emailChanged) {
      await trx.insertInto('email_validations').values({ id: validationId, user_id: auth.userId, created_at: now, used_at: null }).execute();
    }
  });
  const saved = await loadUserRow(deps, auth);
  if (emailChanged) await sendValidationMail(deps, email, saved.firstname, validationId);
  const { token } = await issueFor(deps, saved);
  return { ...toUser(saved), token };
}

/** Changes the password; tokens issued before stop working, and a fresh one is returned. */
export async function changePassword(deps: AppDeps, auth: AuthContext, currentPassword: string, newPassword: string) {
  const row = await loadUserRow(deps, auth);
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw badRequest('The current password is not correct.');
  }
  if (!newPassword) throw badRequest('New password validation failed');
  const weakness = passwordWeakness(newPassword, row.email);
  if (weakness) throw badRequest(weakness);
  const passwordHash = await hashPassword(newPassword);
  await writeForFamily(deps.db.kysely, auth.familyId, (trx) =>
    trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', auth.userId)
      .execute(),
  );
  return issueFor(deps, await loadUserRow(deps, auth));
}
