import type { AppDeps } from '../../platform/deps.js';

export interface PendingInvitation {
  id: string;
  familyId: number;
  familyName: string;
  email: string;
  expiresAt: string;
}

/** An invitation that can still be accepted: not accepted, not revoked, not expired. */
export async function findPendingInvitation(deps: AppDeps, id: string): Promise<PendingInvitation | null> {
  const row = await deps.db.kysely
    .selectFrom('invitations')
    .innerJoin('families', 'families.id', 'invitations.family_id')
    .select([
      'invitations.id',
      'invitations.family_id',
      'invitations.email',
      'invitations.expires_at',
      'invitations.accepted_at',
      'invitations.revoked_at',
      'families.name as family_name',
    ])
    .where('invitations.id', '=', id)
    .executeTakeFirst();
  if (!row || row.accepted_at || row.revoked_at || row.expires_at <= deps.clock().toISOString()) return null;
  return {
    id: row.id,
    familyId: row.family_id,
    familyName: row.family_name,
    email: row.email,
    expiresAt: row.expires_at,
  };
}
