import { SecurityEventKind, type SecurityEvent } from '@hearth/contract';
import type { Executor } from '../db/database.js';
import { describeClient } from './client-device.js';
import type { RequestOrigin } from './request-origin.js';

export interface SecurityEventInput {
  familyId: number;
  /** Whom the event is about. */
  userId: number | null;
  /** Who did it, when it was someone else. */
  actorUserId?: number | null;
  kind: SecurityEventKind;
  /** Words the Security page shows after the event's own (a role, a passkey's name); never a secret. */
  detail?: string;
  origin: RequestOrigin;
}

/** Remembers one event; runs inside the caller's write when there is one, so it stands or falls with it. */
export async function recordSecurityEvent(db: Executor, event: SecurityEventInput, now: Date): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      family_id: event.familyId,
      user_id: event.userId,
      actor_user_id: event.actorUserId ?? null,
      kind: event.kind,
      detail: (event.detail ?? '').slice(0, 500),
      ip_address: event.origin.ipAddress,
      user_agent: event.origin.userAgent,
      created_at: now.toISOString(),
    })
    .execute();
}

const DESCRIPTIONS: Record<SecurityEventKind, string> = {
  [SecurityEventKind.SignedIn]: 'Signed in',
  [SecurityEventKind.SignInFailed]: 'Failed sign-in attempt',
  [SecurityEventKind.SignInLocked]: 'Sign-in locked after too many failed attempts',
  [SecurityEventKind.SignedOut]: 'Signed out',
  [SecurityEventKind.SessionEnded]: 'Session ended',
  [SecurityEventKind.PasswordChanged]: 'Password changed',
  [SecurityEventKind.PasswordRecovered]: 'Password reset with a recovery PIN',
  [SecurityEventKind.EmailChangeRequested]: 'E-mail address change requested',
  [SecurityEventKind.EmailChanged]: 'E-mail address changed',
  [SecurityEventKind.TotpEnabled]: 'Two-factor sign-in turned on',
  [SecurityEventKind.TotpDisabled]: 'Two-factor sign-in turned off',
  [SecurityEventKind.RecoveryCodeUsed]: 'Recovery code used',
  [SecurityEventKind.RecoveryCodesRenewed]: 'New recovery codes made',
  [SecurityEventKind.PasskeyAdded]: 'Passkey added',
  [SecurityEventKind.PasskeyRemoved]: 'Passkey removed',
  [SecurityEventKind.RoleChanged]: 'Role changed',
  [SecurityEventKind.MemberRemoved]: 'Member removed',
  [SecurityEventKind.MemberLeft]: 'Member left the family',
  [SecurityEventKind.InvitationSent]: 'Invitation sent',
  [SecurityEventKind.InvitationWithdrawn]: 'Invitation withdrawn',
  [SecurityEventKind.FamilyRenamed]: 'Family renamed',
};

export function describeSecurityEvent(kind: string, detail: string): string {
  const words = (DESCRIPTIONS as Record<string, string | undefined>)[kind] ?? kind;
  return detail ? `${words}: ${detail}` : words;
}

/** Events shown on the Security page: a user's own, and for Admins the family's membership changes. */
export const FAMILY_EVENT_KINDS: SecurityEventKind[] = [
  SecurityEventKind.RoleChanged,
  SecurityEventKind.MemberRemoved,
  SecurityEventKind.MemberLeft,
  SecurityEventKind.InvitationSent,
  SecurityEventKind.InvitationWithdrawn,
  SecurityEventKind.FamilyRenamed,
];

const SHOWN = 50;

function fullName(first: string | null, last: string | null): string | null {
  return first === null ? null : `${first} ${last ?? ''}`.trim();
}

export async function listSecurityEvents(
  db: Executor,
  familyId: number,
  userId: number,
  isAdmin: boolean,
): Promise<{ events: SecurityEvent[]; familyEvents: SecurityEvent[] }> {
  const base = () =>
    db
      .selectFrom('security_events as e')
      .leftJoin('users as subject', 'subject.id', 'e.user_id')
      .leftJoin('users as actor', 'actor.id', 'e.actor_user_id')
      .select([
        'e.id',
        'e.kind',
        'e.detail',
        'e.ip_address',
        'e.user_agent',
        'e.created_at',
        'subject.firstname as subject_first',
        'subject.surname as subject_last',
        'actor.firstname as actor_first',
        'actor.surname as actor_last',
      ])
      .where('e.family_id', '=', familyId)
      .orderBy('e.id', 'desc')
      .limit(SHOWN);
  const [own, family] = await Promise.all([
    base().where('e.user_id', '=', userId).execute(),
    isAdmin ? base().where('e.kind', 'in', FAMILY_EVENT_KINDS).execute() : Promise.resolve([]),
  ]);
  const present = (row: (typeof own)[number]): SecurityEvent => ({
    id: row.id,
    kind: row.kind,
    description: describeSecurityEvent(row.kind, row.detail),
    occurredAt: row.created_at,
    ipAddress: row.ip_address,
    ...describeClient(row.user_agent),
    userName: fullName(row.subject_first, row.subject_last),
    actorName: fullName(row.actor_first, row.actor_last),
  });
  return { events: own.map(present), familyEvents: family.map(present) };
}
