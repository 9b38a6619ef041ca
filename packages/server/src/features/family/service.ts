import type { Family } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { randomToken } from '../../platform/secrets.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { invitationMail } from '../auth/mails.js';
import { normaliseEmail } from '../auth/service.js';

export const INVITATION_LIFETIME_DAYS = 7;
const ADMIN_ONLY = 'Only a family administrator can manage invitations.';

export async function getFamily(deps: AppDeps, familyId: number): Promise<Family> {
  const scope = familyScope(deps.db.kysely, familyId);
  const family = await deps.db.kysely.selectFrom('families').select('name').where('id', '=', familyId).executeTakeFirstOrThrow();
  const members = await scope
    .selectFrom('users')
    .select(['users.id', 'users.firstname', 'users.surname', 'users.email', 'users.role'])
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
    members,
    invitations: invitations.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at, expiresAt: row.expires_at })),
  };
}

/** An Admin invites a person by e-mail; inviting the same address again replaces the earlier invitation. */
export async function invite(deps: AppDeps, auth: AuthContext, emailInput: string) {
  requireAdmin(auth, 'Only a family administrator can invite members.');
  const email = normaliseEmail(emailInput);
  const existing = await deps.db.kysely.selectFrom('users').select('family_id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    throw badRequest(existing.family_id === auth.familyId ? 'This person is already a member of your family.' : 'This person already has a Hearth account.');
  }
  const now = deps.clock();
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await familyScope(trx, auth.familyId)
      .updateTable('invitations')
      .set({ revoked_at: now.toISOString() })
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('invitations')
      .values({
        id,
        family_id: auth.familyId,
        email,
        invited_by_user_id: auth.userId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        accepted_at: null,
        revoked_at: null,
      })
      .execute();
  });
  const inviter = await deps.db.kysely.selectFrom('users').select(['firstname', 'surname']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  const family = await deps.db.kysely.selectFrom('families').select('name').where('id', '=', auth.familyId).executeTakeFirstOrThrow();
  const link = `${deps.config.publicUrl}/register?invitation=${encodeURIComponent(id)}`;
  await deps.mailer.send(invitationMail(email, `${inviter.firstname} ${inviter.surname}`, family.name, link, INVITATION_LIFETIME_DAYS));
  return { id, email, createdAt: now.toISOString(), expiresAt };
}

export async function revokeInvitation(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  requireAdmin(auth, ADMIN_ONLY);
  const revoked = await writeForFamily(deps.db.kysely, auth.familyId, (trx) =>
    familyScope(trx, auth.familyId)
      .updateTable('invitations')
      .set({ revoked_at: deps.clock().toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  );
  if (Number(revoked.numUpdatedRows) === 0) throw notFound('Invitation not found.');
}
