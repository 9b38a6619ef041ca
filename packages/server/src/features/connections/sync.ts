import { addDays, dayInTimeZone, type SyncResult } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { syncAccount, type AccountSyncCounts } from './account-sync.js';
import { ProviderError } from './provider-errors.js';
import { providerClientFor } from './providers.js';
import type { ProviderProblem, RemoteAccount } from './provider.js';
import { keptOffer } from './service.js';
import { CONNECTION_NOT_FOUND, offersOf } from './views.js';

/** Each sync asks again for the days before the last one synced: banks book late (docs/bank-sync.md). */
export const SYNC_OVERLAP_DAYS = 5;
/** A sync claimed this long ago and not released is taken as dead (the process stopped during it). */
const CLAIM_EXPIRY_MS = 15 * 60 * 1000;
const TIME_ZONE = 'UTC';

export const SYNC_UNDER_WAY = 'A sync of this connection is under way; wait for it to end.';

/**
 * Claims the connection for one sync with a single conditional update: of two syncs started together
 * (a click and the scheduler, two servers), one gets the row and the other is refused.
 */
async function claim(deps: AppDeps, familyId: number, connectionId: number): Promise<boolean> {
  const now = deps.clock();
  const stale = new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString();
  const result = await familyScope(deps.db.kysely, familyId)
    .updateTable('bank_connections')
    .set({ sync_started_at: now.toISOString() })
    .where('id', '=', connectionId)
    .where((eb) => eb.or([eb('sync_started_at', 'is', null), eb('sync_started_at', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function release(
  deps: AppDeps,
  familyId: number,
  connectionId: number,
  outcome: { state: string; lastError: string | null; retryAfter: string | null; offers?: string },
): Promise<void> {
  await familyScope(deps.db.kysely, familyId)
    .updateTable('bank_connections')
    .set({
      sync_started_at: null,
      last_sync_at: deps.clock().toISOString(),
      state: outcome.state,
      last_error: outcome.lastError,
      retry_after: outcome.retryAfter,
      ...(outcome.offers === undefined ? {} : { offered_accounts: outcome.offers }),
    })
    .where('id', '=', connectionId)
    .execute();
}

/**
 * Syncs every linked account of a connection: one fetch over the window from the earliest day each link
 * needs (its last synced day less the overlap, or its start date) to today; each account then on its
 * own, so that one account's failure (reported by the provider, or refused by the ledger) is its own.
 * A failure of the whole connection is kept on it and answered for each linked account; a provider that
 * asked to wait is not asked again before then.
 */
export async function syncConnection(deps: AppDeps, familyId: number, connectionId: number): Promise<SyncResult> {
  const db = deps.db.kysely;
  const connection = await familyScope(db, familyId)
    .selectFrom('bank_connections')
    .select(['id', 'provider', 'credentials', 'state', 'retry_after', 'offered_accounts'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  const now = deps.clock();
  if (connection.retry_after && connection.retry_after > now.toISOString())
    throw new AppError(
      429,
      `The bank provider asked Hearth to wait before syncing again: try after ${connection.retry_after.slice(11, 16)} UTC.`,
    );
  if (!(await claim(deps, familyId, connectionId))) throw conflict(SYNC_UNDER_WAY);

  const result: SyncResult = { added: 0, matched: 0, pending: 0, removed: 0, failedAccounts: [] };
  let outcome: Parameters<typeof release>[3] = { state: 'active', lastError: null, retryAfter: null };
  try {
    const links = await familyScope(db, familyId)
      .selectFrom('bank_connection_links')
      .select(['id', 'remote_account_id', 'remote_name', 'account_id', 'start_date', 'last_synced_day'])
      .where('connection_id', '=', connectionId)
      .orderBy('id')
      .execute();
    const today = dayInTimeZone(now, TIME_ZONE);
    const client = providerClientFor(connection.provider, unsealed(deps, connection.credentials), deps);
    if (links.length === 0) {
      const { accounts, problems } = await client.listAccounts();
      outcome = { ...outcome, lastError: connectionMessage(problems), offers: JSON.stringify(accounts.map(keptOffer)) };
      return result;
    }
    const fromOf = (link: (typeof links)[number]) => {
      const resume = link.last_synced_day ? addDays(link.last_synced_day, -SYNC_OVERLAP_DAYS) : link.start_date;
      return resume > link.start_date ? resume : link.start_date;
    };
    const from = links.map(fromOf).sort()[0] as string;
    const fetched = await client.fetchTransactions(
      links.map((link) => link.remote_account_id),
      // A day past today (UTC) so that a family ahead of UTC gets its own today too.
      { from: from > today ? today : from, to: addDays(today, 1) },
    );
    const problemsOf = new Map<string, string>();
    for (const problem of fetched.problems) {
      if (problem.remoteAccountId === null) continue;
      const before = problemsOf.get(problem.remoteAccountId);
      problemsOf.set(problem.remoteAccountId, before ? `${before} ${problem.message}` : problem.message);
    }
    const offers = offersOf(connection.offered_accounts);
    for (const link of links) {
      const fetchedAccount = fetched.results.find((entry) => entry.account.id === link.remote_account_id);
      const message = problemsOf.get(link.remote_account_id) ?? null;
      let failure = message;
      if (fetchedAccount && message === null) {
        try {
          add(
            result,
            await syncAccount(
              deps,
              familyId,
              { accountId: link.account_id, startDate: link.start_date, from: fromOf(link) },
              fetchedAccount.transactions,
            ),
          );
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      } else if (failure === null) {
        failure = 'The provider reported nothing for this account.';
      }
      if (failure !== null)
        result.failedAccounts.push({
          remoteAccountId: link.remote_account_id,
          name: link.remote_name,
          message: failure,
        });
      await recordLink(deps, familyId, link.id, failure, failure === null ? today : null, fetchedAccount?.account);
      if (fetchedAccount) replaceOffer(offers, fetchedAccount.account);
    }
    outcome = { ...outcome, lastError: connectionMessage(fetched.problems), offers: JSON.stringify(offers) };
    return result;
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      outcome = {
        ...outcome,
        state: 'failed',
        lastError: 'The sync stopped on an unexpected error; it is tried again at the next sync.',
      };
      throw error;
    }
    outcome = {
      state: error.reauthorise ? 'reauthorise' : 'failed',
      lastError: error.message,
      retryAfter:
        error.retryAfterSeconds === null
          ? null
          : new Date(now.getTime() + error.retryAfterSeconds * 1000).toISOString(),
    };
    const links = await familyScope(db, familyId)
      .selectFrom('bank_connection_links')
      .select(['id', 'remote_account_id', 'remote_name'])
      .where('connection_id', '=', connectionId)
      .execute();
    for (const link of links) {
      result.failedAccounts.push({
        remoteAccountId: link.remote_account_id,
        name: link.remote_name,
        message: error.message,
      });
    }
    return result;
  } finally {
    await release(deps, familyId, connectionId, outcome);
  }
}

function unsealed(deps: AppDeps, credentials: string): string {
  try {
    return secretBoxOf(deps).decrypt(credentials);
  } catch (error) {
    throw new ProviderError(error instanceof Error ? error.message : String(error), { reauthorise: true });
  }
}

function add(total: SyncResult, counts: AccountSyncCounts): void {
  total.added += counts.added;
  total.matched += counts.matched;
  total.pending += counts.pending;
  total.removed += counts.removed;
}

function connectionMessage(problems: readonly ProviderProblem[]): string | null {
  const messages = problems.filter((problem) => problem.remoteAccountId === null).map((problem) => problem.message);
  return messages.length ? messages.join(' ').slice(0, 1000) : null;
}

function replaceOffer(offers: ReturnType<typeof offersOf>, account: RemoteAccount): void {
  const index = offers.findIndex((offer) => offer.id === account.id);
  if (index >= 0) offers[index] = keptOffer(account);
  else offers.push(keptOffer(account));
}

async function recordLink(
  deps: AppDeps,
  familyId: number,
  linkId: number,
  failure: string | null,
  syncedDay: string | null,
  account: RemoteAccount | undefined,
): Promise<void> {
  await familyScope(deps.db.kysely, familyId)
    .updateTable('bank_connection_links')
    .set({
      last_error: failure,
      ...(syncedDay === null ? {} : { last_synced_day: syncedDay }),
      ...(account && account.balanceCents !== null
        ? { bank_balance: account.balanceCents, bank_balance_at: account.balanceAt ?? deps.clock().toISOString() }
        : {}),
    })
    .where('id', '=', linkId)
    .execute();
}
