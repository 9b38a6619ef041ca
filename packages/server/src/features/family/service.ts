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
    .select(['name', 'currency_code'])
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
    currencyCode: family.currency_code,
    members: members.map((member) => ({ ...member, isCurrentUser: member.id === auth.userId })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
  };
}

/** What an Admin changed of the family: its name, its currency, both or neither. */
export interface FamilyChange {
  renamed: boolean;
  currencyChanged: boolean;
}

/** What the family page's save says: the name, the currency, or both. */
export function familyChangeMessage(done: FamilyChange, currencyCode: string): string {
  const currency = `The family's money is now written in ${currencyCode}.`;
  if (done.currencyChanged && done.renamed) return `The family has been renamed. ${currency}`;
  return done.currencyChanged ? currency : 'The family has been renamed.';
}

/**
 * An Admin renames the family (the spec's userAccountName) or changes its currency (how its money is
 * written: no amount is converted); the event keeps the name it had.
 */
export async function renameFamily(
  deps: AppDeps,
  auth: AuthContext,
  change: { name: string; currencyCode?: string | undefined },
  origin: RequestOrigin,
): Promise<FamilyChange> {
  requireAdmin(auth, RENAME_ADMIN_ONLY);
  const now = deps.clock();
  const { name } = change;
  return writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, RENAME_ADMIN_ONLY);
    const before = await trx
      .selectFrom('families')
      .select(['name', 'currency_code'])
      .where('id', '=', auth.familyId)
      .executeTakeFirstOrThrow();
    const currencyCode = change.currencyCode ?? before.currency_code;
    const done = { renamed: before.name !== name, currencyChanged: before.currency_code !== currencyCode };
    if (!done.renamed && !done.currencyChanged) return done;
    await trx
      .updateTable('families')
      .set({ name, currency_code: currencyCode })
      .where('id', '=', auth.familyId)
      .execute();
    if (!done.renamed) return done;
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
    return done;
  });
}
