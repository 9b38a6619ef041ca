import { SecurityEventKind, type Family } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { requireAdminInWrite } from './member-rows.js';

export const RENAME_ADMIN_ONLY = 'Only a family administrator can rename the family.';

/** The family as the signed-in user sees it: removed members are gone from it, their entries are not. */
export async function getFamily(deps: AppDeps, auth: Pick<AuthContext, 'familyId' | 'userId'>): Promise<Family> {
  const { familyId } = auth;
  const scope = familyScope(deps.db.kysely, familyId);
  const family = await deps.db.kysely
    .selectFrom('families')
    .select('name')
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const members = await scope
    .selectFrom('users')
    .select(['users.id', 'users.firstname', 'users.surname', 'users.email', 'users.role'])
    .where('users.removed_at', 'is', null)
    .orderBy('users.id')
    .execute();
  const invitations = await scope
    .selectFrom('invitations')
    .select(['invitations.id', 'invitations.email', 'invitations.created_at', 'invitations.expires_at'])
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', deps.clock().toISOString())
    .orderBy('invitations.created_at')
    .execute();
  return {
    userAccountName: family.name,
    members: members.map((member) => ({ ...member, isCurrentUser: member.id === auth.userId })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
  };
}

/** An Admin renames the family (the spec's userAccountName); the event keeps the name it had. */
export async function renameFamily(
  deps: AppDeps,
  auth: AuthContext,
  name: string,
  origin: RequestOrigin,
): Promise<void> {
  requireAdmin(auth, RENAME_ADMIN_ONLY);
  const now = deps.clock();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, RENAME_ADMIN_ONLY);
    const before = await trx
      .selectFrom('families')
      .select('name')
      .where('id', '=', auth.familyId)
      .executeTakeFirstOrThrow();
    if (before.name === name) return;
    await trx.updateTable('families').set({ name }).where('id', '=', auth.familyId).execute();
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: null,
        actorUserId: auth.userId,
        kind: SecurityEventKind.FamilyRenamed,
        detail: `${before.name} → ${name}`,
        origin,
      },
      now,
    );
  });
}
