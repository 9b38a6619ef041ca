import { Role, SecurityEventKind, type FamilyMember, type RoleChangeRequest } from '@hearth/contract';
import { requireAdmin, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { endSessionsOfUser, SessionEnd } from '../../platform/sessions.js';
import { writeForFamily } from '../../platform/tenancy.js';
import { fullNameOf, keepAnAdmin, memberInWrite, requireAdminInWrite } from './member-rows.js';
import { confirmSensitiveChange } from '../../platform/password-confirmation.js';

export const ROLE_ADMIN_ONLY = 'Only a family administrator can change roles.';
export const ASK_PASSWORD_FOR_ROLE = 'Please enter your password again to change a role.';

export interface RoleChangeResult {
  member: FamilyMember;
  /** What the answer says, in words. */
  description: string;
}

const roleWords = (role: string) => (role === Role.Admin ? 'an Admin' : 'a Member');

/**
 * An Admin makes a member an Admin or a Member. The member's sessions end, since their tokens carry the
 * role; an Admin who steps down keeps the session they asked from. Checked inside the write, on the
 * family's lock: two Admins demoting each other at once leave one Admin, never none.
 */
export async function changeRole(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  input: RoleChangeRequest,
  origin: RequestOrigin,
): Promise<RoleChangeResult> {
  requireAdmin(auth, ROLE_ADMIN_ONLY);
  await confirmSensitiveChange(deps, auth, input.password, ASK_PASSWORD_FOR_ROLE);
  const now = deps.clock();
  return writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, ROLE_ADMIN_ONLY);
    const member = await memberInWrite(trx, auth.familyId, userId);
    const name = fullNameOf(member);
    const result = (role: string, description: string): RoleChangeResult => ({
      member: { ...member, role, isCurrentUser: member.id === auth.userId },
      description,
    });
    if (member.role === input.role) return result(member.role, `${name} is already ${roleWords(member.role)}.`);
    if (input.role !== Role.Admin) await keepAnAdmin(trx, auth.familyId, member);
    await trx.updateTable('users').set({ role: input.role }).where('id', '=', member.id).execute();
    await endSessionsOfUser(
      trx,
      member.id,
      SessionEnd.RoleChanged,
      now,
      member.id === auth.userId ? auth.sessionId : null,
    );
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: member.id,
        actorUserId: auth.userId,
        kind: SecurityEventKind.RoleChanged,
        detail: `${name}: ${member.role} → ${input.role}`,
        origin,
      },
      now,
    );
    return result(input.role, `${name} is now ${roleWords(input.role)}.`);
  });
}
