import { dayInTimeZone, Role } from '@hearth/contract';
import type { AppDeps } from '../../../platform/deps.js';
import { sendFamilyMail } from '../../../platform/family-mail.js';
import type { MailMessage } from '../../../platform/mail.js';

const DAY_MS = 24 * 60 * 60_000;
/** PSD2 lets a consent to read accounts last at most 180 days; a bank may allow less. */
export const MAX_CONSENT_DAYS = 180;
/** The Admins are told this many days before a consent lapses. */
export const CONSENT_WARNING_DAYS = 7;

/**
 * The consent's end to ask for when authorising: as long as the bank allows (its maximum_consent_validity),
 * at most 180 days. Enable Banking may shorten it; the session's own valid_until is what counts after.
 */
export function consentValidUntil(now: Date, maximumConsentSeconds: number | null): string {
  const longest = MAX_CONSENT_DAYS * DAY_MS;
  const allowed = maximumConsentSeconds && maximumConsentSeconds > 0 ? maximumConsentSeconds * 1000 : longest;
  return new Date(now.getTime() + Math.min(allowed, longest)).toISOString();
}

/** What the reminder needs of a connection: when its consent ends, and which end it was last mailed about. */
export interface ConsentHolder {
  readonly consentValidUntil: string | null;
  /** The consentValidUntil a reminder was mailed for; a renewed consent gets a reminder of its own. */
  readonly consentRemindedFor: string | null;
}

/** Whether the consent lapses within CONSENT_WARNING_DAYS of now (or has lapsed), whatever was mailed. */
export function consentLapsesSoon(validUntil: string | null, now: Date, days = CONSENT_WARNING_DAYS): boolean {
  if (!validUntil) return false;
  const end = Date.parse(validUntil);
  return !Number.isNaN(end) && end - now.getTime() <= days * DAY_MS;
}

/** The connections whose consent lapses within a week and whose Admins have not been told of that end yet. */
export function consentsToRemind<T extends ConsentHolder>(connections: readonly T[], now: Date): T[] {
  return connections.filter(
    (connection) =>
      connection.consentValidUntil !== null &&
      Date.parse(connection.consentValidUntil) > now.getTime() &&
      consentLapsesSoon(connection.consentValidUntil, now) &&
      connection.consentRemindedFor !== connection.consentValidUntil,
  );
}

/** A connection named in the reminder. */
export interface LapsingConsent {
  readonly connectionId: number;
  /** As the family sees it on /connections: the bank's name, or the name they gave. */
  readonly name: string;
  readonly consentValidUntil: string;
}

/** Where a reminder's link leads: /connections, opening the renewal of that connection. */
export function renewConsentUrl(publicUrl: string, connectionId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/connections?renew=${connectionId}`;
}

export function consentReminderMail(
  to: string,
  firstname: string,
  timeZone: string,
  connections: readonly LapsingConsent[],
  publicUrl: string,
): MailMessage {
  const one = connections.length === 1 ? connections[0] : undefined;
  const lines = connections.flatMap((connection) => [
    `- ${connection.name}: the consent ends on ${dayInTimeZone(new Date(connection.consentValidUntil), timeZone)}.`,
    `  Renew it: ${renewConsentUrl(publicUrl, connection.connectionId)}`,
  ]);
  return {
    to,
    subject: one
      ? `Hearth: the bank connection to ${one.name} needs renewing within a week`
      : `Hearth: ${connections.length} bank connections need renewing within a week`,
    text: [
      `Hello ${firstname},`,
      '',
      'Banks let Hearth read your accounts through Enable Banking only for as long as you consented. These',
      'consents end soon; after that, transactions stop arriving by themselves:',
      '',
      ...lines,
      '',
      "Renewing opens your bank's consent page again. Every linked account stays linked and nothing",
      'already imported changes.',
    ].join('\n'),
  };
}

/**
 * Mails each Admin of the family about the connections whose consent lapses soon (one mail each, within
 * the family's mail budget). Answers how many mails were sent; the caller records consentRemindedFor.
 */
export async function mailConsentReminders(
  deps: AppDeps,
  familyId: number,
  connections: readonly LapsingConsent[],
): Promise<number> {
  if (connections.length === 0) return 0;
  const admins = await deps.db.kysely
    .selectFrom('users')
    .select(['email', 'firstname', 'timezone_id'])
    .where('family_id', '=', familyId)
    .where('role', '=', Role.Admin)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const admin of admins) {
    const mail = consentReminderMail(
      admin.email,
      admin.firstname,
      admin.timezone_id,
      connections,
      deps.config.publicUrl,
    );
    if (await sendFamilyMail(deps, familyId, mail)) sent++;
  }
  return sent;
}
