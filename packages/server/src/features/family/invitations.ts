import { SecurityEventKind } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { sendFamilyMail } from '../../platform/family-mail.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { randomToken } from '../../platform/secrets.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { claimBudget } from '../../platform/throttle.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { normaliseEmail } from '../auth/service.js';
import { invitationMail } from './invitation-mail.js';
import { fullNameOf, requireAdminInWrite } from './member-rows.js';

export const INVITATION_LIFETIME_DAYS = 7;
export const INVITE_ADMIN_ONLY = 'Only a family administrator can invite members.';
const ADMIN_ONLY = 'Only a family administrator can manage invitations.';
const DAY_MS = 86_400_000;

export const inviteBudgetSpent = (limit: number) =>
  `Your family has sent ${limit} invitations today, as many as this server allows. Please try again tomorrow.`;
export const MAIL_BUDGET_SPENT =
  'Your family has sent as many mails this hour as this server allows. Please try again in an hour.';

export interface SentInvitation {
  id: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

async function refuseExistingAccount(deps: AppDeps, familyId: number, email: string): Promise<void> {
  const existing = await deps.db.kysely
    .selectFrom('users')
    .select('family_id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    throw badRequest(
      existing.family_id === familyId
        ? 'This person is already a member of your family.'
        : 'This person already has a Hearth account.',
    );
  }
}

/**
 * An Admin invites a person by e-mail; inviting the same address again replaces the earlier invitation.
 * Both budgets are claimed before anything is written, each in one statement, so parallel invitations
 * cannot overspend them: the family's invitations per day, then its mails per hour (the mail goes out
 * as the mail budget is claimed). The invitation is written after its mail, so a spent mail budget
 * leaves nothing behind; should the write fail after all, the mailed link only answers that the
 * invitation is not valid.
 */
export async function invite(
  deps: AppDeps,
  auth: AuthContext,
  emailInput: string,
  origin: RequestOrigin,
): Promise<SentInvitation> {
  requireAdmin(auth, INVITE_ADMIN_ONLY);
  const email = normaliseEmail(emailInput);
  await refuseExistingAccount(deps, auth.familyId, email);
  const now = deps.clock();
  const limit = deps.config.invitationsPerFamilyPerDay;
  if (!(await claimBudget(deps.db.kysely, `invite:family:${auth.familyId}`, now, DAY_MS, limit))) {
    throw new AppError(429, inviteBudgetSpent(limit));
  }
  const invitation: SentInvitation = {
    id: randomToken(),
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  const inviter = await deps.db.kysely
    .selectFrom('users')
    .select(['firstname', 'surname'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const family = await deps.db.kysely
    .selectFrom('families')
    .select('name')
    .where('id', '=', auth.familyId)
    .executeTakeFirstOrThrow();
  const mail = invitationMail({
    to: email,
    inviterName: fullNameOf(inviter),
    familyName: family.name,
    link: `${deps.config.publicUrl}/register?invitation=${encodeURIComponent(invitation.id)}`,
    publicUrl: deps.config.publicUrl,
    days: INVITATION_LIFETIME_DAYS,
  });
  if (!(await sendFamilyMail(deps, auth.familyId, mail))) throw new AppError(429, MAIL_BUDGET_SPENT);
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, INVITE_ADMIN_ONLY);
    await familyScope(trx, auth.familyId)
      .updateTable('invitations')
      .set({ revoked_at: invitation.createdAt })
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('invitations')
      .values({
        id: invitation.id,
        family_id: auth.familyId,
        email,
        invited_by_user_id: auth.userId,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
        accepted_at: null,
        revoked_at: null,
      })
      .execute();
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: null,
        actorUserId: auth.userId,
        kind: SecurityEventKind.InvitationSent,
        detail: email,
        origin,
      },
      now,
    );
  });
  return invitation;
}

export async function revokeInvitation(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  origin: RequestOrigin,
): Promise<void> {
  requireAdmin(auth, ADMIN_ONLY);
  const now = deps.clock();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, ADMIN_ONLY);
    const revoked = await familyScope(trx, auth.familyId)
      .updateTable('invitations')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!revoked) throw notFound('Invitation not found.');
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: null,
        actorUserId: auth.userId,
        kind: SecurityEventKind.InvitationWithdrawn,
        detail: revoked.email,
        origin,
      },
      now,
    );
  });
}
