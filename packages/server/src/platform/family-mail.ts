import type { AppDeps } from './deps.js';
import type { MailMessage } from './mail.js';
import { claimBudget } from './throttle.js';

const HOUR_MS = 60 * 60_000;

/**
 * Sends a mail that a family's action causes (an invitation, a validation link, a recovery PIN, a notice),
 * within the family's hourly budget (MAIL_PER_FAMILY_PER_HOUR), claimed before sending so that parallel
 * requests cannot overspend it. Answers false, sending nothing, once the budget is spent.
 */
export async function sendFamilyMail(deps: AppDeps, familyId: number, message: MailMessage): Promise<boolean> {
  const allowed = await claimBudget(
    deps.db.kysely,
    `mail:family:${familyId}`,
    deps.clock(),
    HOUR_MS,
    deps.config.mailPerFamilyPerHour,
  );
  if (!allowed) return false;
  await deps.mailer.send(message);
  return true;
}
