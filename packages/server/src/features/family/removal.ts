import crypto from 'node:crypto';
import { SecurityEventKind } from '@hearth/contract';
import { requireAdmin, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { endSessionsOfUser, SessionEnd } from '../../platform/sessions.js';
import { writeForFamily } from '../../platform/tenancy.js';
import {
  callerInWrite,
  fullNameOf,
  keepAnAdmin,
  LAST_ADMIN,
  memberInWrite,
  requireAdminInWrite,
} from './member-rows.js';

export const REMOVE_ADMIN_ONLY = 'Only a family administrator can remove members.';
export const LAST_ADMIN_LEAVING = "You are the family's only Admin: make someone else Admin before you leave.";

export interface Removal {
  /** The removed member's name, for the answer's description. */
  name: string;
  /** Whether the member left by themself. */
  left: boolean;
}

/**
 * An address no one can own (.invalid is reserved), unique by the id and a random part, that takes the
 * place of a removed member's address so that the person can register or be invited again.
 */
const freedAddress = (userId: number) => `removed-${userId}-${crypto.randomBytes(6).toString('hex')}@removed.invalid`;

/**
 * Removes a member from the family, or lets the caller leave (`userId` is their own). The user row stays,
 * so what they entered stays with the family under their name; their address is set free (kept as
 * former_email), their sessions end at once, and the links mailed to them (address changes, recovery
 * PINs) stop working. The last Admin can neither be removed nor leave: checked inside the write.
 */
export async function removeMember(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  origin: RequestOrigin,
): Promise<Removal> {
  const left = userId === auth.userId;
  if (!left) requireAdmin(auth, REMOVE_ADMIN_ONLY);
  const now = deps.clock();
  const at = now.toISOString();
  return writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    if (!left) await requireAdminInWrite(trx, auth, REMOVE_ADMIN_ONLY);
    const member = left ? await callerInWrite(trx, auth) : await memberInWrite(trx, auth.familyId, userId);
    await keepAnAdmin(trx, auth.familyId, member, left ? LAST_ADMIN_LEAVING : LAST_ADMIN);
    await trx
      .updateTable('users')
      .set({ removed_at: at, former_email: member.email, email: freedAddress(member.id), pending_email: null })
      .where('id', '=', member.id)
      .execute();
    await endSessionsOfUser(trx, member.id, SessionEnd.Removed, now);
    await trx
      .updateTable('email_validations')
      .set({ used_at: at })
      .where('user_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('user_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    const name = fullNameOf(member);
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: member.id,
        actorUserId: left ? null : auth.userId,
        kind: left ? SecurityEventKind.MemberLeft : SecurityEventKind.MemberRemoved,
        detail: `${name} (${member.email})`,
        origin,
      },
      now,
    );
    return { name, left };
  });
}
