import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { consentsToRemind, mailConsentReminders } from './enable-banking/consent.js';
import { syncConnection } from './sync.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails the Admins of each family about the Enable Banking consents that lapse within a week, once per
 * consent: the end mailed about is kept, and a renewed consent (a new end) gets a reminder of its own.
 * Answers how many connections were named.
 */
export async function remindLapsingConsents(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db.kysely
    .selectFrom('bank_connections')
    .select(['id', 'family_id', 'name', 'consent_expires_at', 'consent_reminded_for'])
    .where('provider', '=', 'enablebanking')
    .where('consent_expires_at', 'is not', null)
    .orderBy('id')
    .execute();
  const due = consentsToRemind(
    rows.map((row) => ({
      ...row,
      consentValidUntil: row.consent_expires_at,
      consentRemindedFor: row.consent_reminded_for,
    })),
    now,
  );
  const families = [...new Set(due.map((row) => row.family_id))];
  for (const familyId of families) {
    const connections = due.filter((row) => row.family_id === familyId);
    await mailConsentReminders(
      deps,
      familyId,
      connections.map((row) => ({ connectionId: row.id, name: row.name, consentValidUntil: row.consentValidUntil! })),
    );
    for (const row of connections)
      await deps.db.kysely
        .updateTable('bank_connections')
        .set({ consent_reminded_for: row.consentValidUntil })
        .where('id', '=', row.id)
        .where('family_id', '=', familyId)
        .execute();
  }
  return due.length;
}

/**
 * The connections whose last sync is older than the interval (or that never synced), not waiting on a
 * provider's Retry-After and not needing to be authorised again, each synced in turn. A connection
 * another sync holds is left to it (the claim refuses it).
 */
export async function syncDueConnections(deps: AppDeps, log: Logger, intervalMs: number): Promise<number> {
  const now = deps.clock();
  const due = new Date(now.getTime() - intervalMs).toISOString();
  const rows = await deps.db.kysely
    .selectFrom('bank_connections')
    .select(['id', 'family_id'])
    .where('state', '!=', 'reauthorise')
    .where((eb) => eb.or([eb('last_sync_at', 'is', null), eb('last_sync_at', '<=', due)]))
    .where((eb) => eb.or([eb('retry_after', 'is', null), eb('retry_after', '<=', now.toISOString())]))
    .where('sync_started_at', 'is', null)
    .orderBy('id')
    .execute();
  let synced = 0;
  for (const row of rows) {
    try {
      const result = await syncConnection(deps, row.family_id, row.id);
      synced += 1;
      if (result.failedAccounts.length)
        log.warn(`bank sync of connection ${row.id}: ${result.failedAccounts.length} accounts failed`);
    } catch (error) {
      // The message is the provider's or the ledger's, never a credential.
      log.warn(
        `bank sync of connection ${row.id} did not run: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return synced;
}

/** Looks for connections due (and, once a day, for consents to remind of) every tenth of the interval (at most each second, at least each hour). */
export function startBankSync(deps: AppDeps, log: Logger, intervalHours: number): () => void {
  const intervalMs = intervalHours * 60 * 60 * 1000;
  const tickMs = Math.min(Math.max(intervalMs / 10, 1000), 60 * 60 * 1000);
  let running = false;
  let remindedAt = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await syncDueConnections(deps, log, intervalMs);
    } catch (error) {
      log.error({ err: error }, 'bank sync failed');
    }
    try {
      const now = deps.clock().getTime();
      if (now - remindedAt >= DAY_MS) {
        remindedAt = now;
        await remindLapsingConsents(deps);
      }
    } catch (error) {
      log.error({ err: error }, 'bank consent reminders failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
