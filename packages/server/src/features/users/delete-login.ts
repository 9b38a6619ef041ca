import crypto from 'node:crypto';
import { Role } from '@hearth/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { checkOwnPassword, WRONG_PASSWORD } from '../../platform/password-confirmation.js';
import { forgetUser } from '../../platform/session-cache.js';
import { endSessionsOfUser, SessionEnd } from '../../platform/sessions.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { callerInWrite } from '../family/member-rows.js';

export const LAST_MEMBER_DELETING =
  "You are the family's only member: delete the family instead (Family page), which deletes your login with it.";
export const LAST_ADMIN_DELETING =
  "You are the family's only Admin: make another member Admin before you delete your login.";

/** What a deleted login's row says of them, wherever what they did is shown (history, security events). */
export const FORMER_MEMBER_NAME = 'a former member';

/** The counters kept under an address (sign-in, recovery and registration notices), which name the person. */
const THROTTLES_BY_ADDRESS = ['sign-in', 'recover', 'register-notice'];

/** An address no one can own (.invalid is reserved), unique by the id and a random part. */
const erasedAddress = (userId: number) => `deleted-${userId}-${crypto.randomBytes(6).toString('hex')}@removed.invalid`;

/**
 * Deletes the signed-in member's own login (docs/security.md, "Deleting a login"): asks for the password,
 * then in one write ends every session and erases what is personal — name, e-mail address (including the
 * former and pending ones), password, two-factor secret, passkeys, recovery codes, pending links, the
 * sign-in record and the invitation that brought them. The row itself stays, nameless, so that what they
 * entered stays with the family and its history says "a former member". The last member is told to
 * delete the family; the last Admin of a family with other members must hand the role over first.
 */
export async function deleteOwnLogin(deps: AppDeps, auth: AuthContext, password: string): Promise<void> {
  if (!(await checkOwnPassword(deps, auth.userId, password))) throw badRequest(WRONG_PASSWORD);
  const now = deps.clock();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    const me = await callerInWrite(trx, auth);
    const others = await familyScope(trx, auth.familyId)
      .selectFrom('users')
      .select(['users.role'])
      .where('users.removed_at', 'is', null)
      .where('users.id', '!=', me.id)
      .execute();
    if (others.length === 0) throw badRequest(LAST_MEMBER_DELETING);
    if (me.role === Role.Admin && !others.some((other) => other.role === Role.Admin))
      throw badRequest(LAST_ADMIN_DELETING);
    await endSessionsOfUser(trx, me.id, SessionEnd.Removed, now);
    await erasePersonalData(trx, me.id, me.email, now);
  });
  forgetUser(auth.userId);
}

async function erasePersonalData(trx: Transaction<Database>, userId: number, email: string, now: Date) {
  const addresses = await trx
    .selectFrom('users')
    .select(['email', 'former_email', 'pending_email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const known = [email, addresses.former_email, addresses.pending_email].filter((a): a is string => !!a);
  await trx
    .updateTable('users')
    .set({
      firstname: FORMER_MEMBER_NAME,
      surname: '',
      email: erasedAddress(userId),
      former_email: null,
      pending_email: null,
      // No password hashes to this: nobody can sign in as the row, whatever they type.
      password_hash: '!',
      role: Role.Member,
      default_account_id: null,
      email_validated_at: null,
      removed_at: now.toISOString(),
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
    })
    .where('id', '=', userId)
    .execute();
  for (const table of [
    'passkeys',
    'recovery_codes',
    'webauthn_challenges',
    'email_validations',
    'password_resets',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  // Their sign-ins, devices and addresses; events they caused for others stay, naming "a former member".
  await trx.deleteFrom('security_events').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('invitations').where('email', 'in', known).execute();
  const throttleKeys = known.flatMap((address) => THROTTLES_BY_ADDRESS.map((prefix) => `${prefix}:${address}`));
  await trx.deleteFrom('throttles').where('key', 'in', throttleKeys).execute();
}
