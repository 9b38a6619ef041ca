import { Role } from '@hearth/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SESSION_ENDED, type AuthContext } from '../../platform/auth-guard.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';

export const MEMBER_NOT_FOUND = 'Member not found.';
export const LAST_ADMIN = 'The family needs at least one Admin: make someone else Admin first.';

const LARGEST_ID = 2_147_483_647;

export interface MemberRow {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  role: string;
}

export const fullNameOf = (member: Pick<MemberRow, 'firstname' | 'surname'>) =>
  `${member.firstname} ${member.surname}`.trim();

/** A present member of the family: removed members and other families' users are not found. */
async function findMember(
  trx: Transaction<Database>,
  familyId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  // Ids are 32-bit integers: PostgreSQL would refuse a larger one with an error rather than find nothing.
  if (userId > LARGEST_ID) return undefined;
  return familyScope(trx, familyId)
    .selectFrom('users')
    .select(['users.id', 'users.firstname', 'users.surname', 'users.email', 'users.role'])
    .where('users.id', '=', userId)
    .where('users.removed_at', 'is', null)
    .executeTakeFirst();
}

/** A member read inside the write; an id of another family answers exactly as one that does not exist. */
export async function memberInWrite(trx: Transaction<Database>, familyId: number, userId: number): Promise<MemberRow> {
  const member = await findMember(trx, familyId, userId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/**
 * The caller as the write sees them, not as the request began: a member removed a moment ago by a
 * parallel request no longer speaks for the family.
 */
export async function callerInWrite(trx: Transaction<Database>, auth: AuthContext): Promise<MemberRow> {
  const caller = await findMember(trx, auth.familyId, auth.userId);
  if (!caller) throw unauthorized(SESSION_ENDED);
  return caller;
}

/** An Admin demoted a moment ago by a parallel request acts as a Member from then on. */
export async function requireAdminInWrite(
  trx: Transaction<Database>,
  auth: AuthContext,
  message: string,
): Promise<void> {
  const caller = await callerInWrite(trx, auth);
  if (caller.role !== Role.Admin) throw forbidden(message);
}

/** Refuses a change that would leave the family without an Admin (`losing` is the Admin it would lose). */
export async function keepAnAdmin(
  trx: Transaction<Database>,
  familyId: number,
  losing: MemberRow,
  message = LAST_ADMIN,
): Promise<void> {
  if (losing.role !== Role.Admin) return;
  const others = await familyScope(trx, familyId)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('users.role', '=', Role.Admin)
    .where('users.removed_at', 'is', null)
    .where('users.id', '!=', losing.id)
    .executeTakeFirstOrThrow();
  if (Number(others.count) === 0) throw badRequest(message);
}
