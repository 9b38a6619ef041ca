import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { sendFamilyMail } from '../../platform/family-mail.js';
import { randomToken } from '../../platform/secrets.js';
import { claimBudget } from '../../platform/throttle.js';
import { normaliseEmail } from '../auth/service.js';
import { invitationMail } from '../family/invitation-mail.js';
import { INVITATION_LIFETIME_DAYS } from '../family/invitations.js';
import { fullNameOf } from '../family/member-rows.js';
import type { ExportMember } from './export-document.js';

const DAY_MS = 86_400_000;
export const HAS_AN_ACCOUNT = 'has a Hearth account on this server already';
export const INVITATIONS_SPENT =
  "the family's invitations for today are spent: invite them from the Family page tomorrow";

export interface RestoreInvitation {
  id: string;
  email: string;
}

/**
 * The other members of the exported family (present or invited, not removed), to be invited again: those
 * without an account on this server, within the family's invitations per day (the budget `invite` claims).
 */
export async function invitationsToMake(deps: AppDeps, auth: AuthContext, members: ExportMember[]) {
  const emails = [
    ...new Set(
      members
        .filter((member) => member.status !== 'removed')
        .map((member) => normaliseEmail(member.email))
        .filter((email) => email !== auth.email),
    ),
  ];
  const taken = new Set(
    emails.length === 0
      ? []
      : (await deps.db.kysely.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
          (user) => user.email,
        ),
  );
  const invite: RestoreInvitation[] = [];
  const notInvited: { email: string; reason: string }[] = [];
  for (const email of emails) {
    if (taken.has(email)) {
      notInvited.push({ email, reason: HAS_AN_ACCOUNT });
      continue;
    }
    const allowed = await claimBudget(
      deps.db.kysely,
      `invite:family:${auth.familyId}`,
      deps.clock(),
      DAY_MS,
      deps.config.invitationsPerFamilyPerDay,
    );
    if (allowed) invite.push({ id: randomToken(), email });
    else notInvited.push({ email, reason: INVITATIONS_SPENT });
  }
  return { invite, notInvited };
}

/** The invitations' rows, written with the restore (the rows `invite` writes). */
export async function writeInvitations(
  trx: Transaction<Database>,
  auth: AuthContext,
  invitations: RestoreInvitation[],
  now: Date,
): Promise<void> {
  if (invitations.length === 0) return;
  await trx
    .insertInto('invitations')
    .values(
      invitations.map((invitation) => ({
        id: invitation.id,
        family_id: auth.familyId,
        email: invitation.email,
        invited_by_user_id: auth.userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
        accepted_at: null,
        revoked_at: null,
      })),
    )
    .execute();
}

/** The invitations' mails, once the restore is written; past the family's mail budget the Admin sends them again later. */
export async function mailInvitations(
  deps: AppDeps,
  auth: AuthContext,
  familyName: string,
  invitations: RestoreInvitation[],
): Promise<void> {
  if (invitations.length === 0) return;
  const inviter = await deps.db.kysely
    .selectFrom('users')
    .select(['firstname', 'surname'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  for (const invitation of invitations) {
    const mail = invitationMail({
      to: invitation.email,
      inviterName: fullNameOf(inviter),
      familyName,
      link: `${deps.config.publicUrl}/register?invitation=${encodeURIComponent(invitation.id)}`,
      publicUrl: deps.config.publicUrl,
      days: INVITATION_LIFETIME_DAYS,
    });
    if (!(await sendFamilyMail(deps, auth.familyId, mail))) return;
  }
}
