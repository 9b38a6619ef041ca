import {
  AccountType,
  Role,
  type AccountSyncStatus,
  type Connection,
  type ConnectionList,
  type CreateSimpleFinConnectionRequest,
  type LinkConnectionAccountRequest,
  type UnlinkConnectionAccountRequest,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { saveAccount } from '../accounts/service.js';
import { requireImportAccount } from '../import/preview-service.js';
import { endEnableBankingSession } from './enable-banking-connect.js';
import { claimSetupToken, simpleFinClient } from './simplefin/client.js';
import { ADMIN_ONLY, answerOfProviderError, keptOffer } from './connection-common.js';
import { CONNECTION_NOT_FOUND, connectionView, connectionViews, linkView, offersOf, pendingCents } from './views.js';
import type { RemoteAccount } from './provider.js';

export { ADMIN_ONLY, answerOfProviderError, keptOffer };

const NOTICES_SHOWN = 20;

/**
 * Connects SimpleFIN Bridge: claims the setup token (once: a token cannot be claimed twice), keeps the
 * access address sealed, and answers the accounts the bridge offers.
 */
export async function createConnection(
  deps: AppDeps,
  auth: AuthContext,
  request: CreateSimpleFinConnectionRequest,
): Promise<Connection> {
  requireAdmin(auth, ADMIN_ONLY);
  const options = { clock: deps.clock };
  let accessUrl: string;
  let accounts: readonly RemoteAccount[];
  try {
    accessUrl = await claimSetupToken(request.setupToken, options);
    ({ accounts } = await simpleFinClient(accessUrl, options).listAccounts());
  } catch (error) {
    throw answerOfProviderError(error);
  }
  const institutions = [...new Set(accounts.map((account) => account.institution).filter(Boolean))];
  const name = `SimpleFIN Bridge${institutions.length ? ` (${institutions.join(', ')})` : ''}`.slice(0, 200);
  const sealed = secretBoxOf(deps).encrypt(accessUrl);
  const now = deps.clock().toISOString();
  const id = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    const row = await trx
      .insertInto('bank_connections')
      .values({
        family_id: auth.familyId,
        provider: 'simplefin',
        name,
        credentials: sealed,
        state: 'active',
        offered_accounts: JSON.stringify(accounts.map(keptOffer)),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return connectionView(deps.db.kysely, auth.familyId, id, true);
}

export async function listConnections(deps: AppDeps, auth: AuthContext): Promise<ConnectionList> {
  const db = deps.db.kysely;
  const [connections, notices] = await Promise.all([
    connectionViews(db, auth.familyId, { admin: auth.role === Role.Admin }),
    familyScope(db, auth.familyId)
      .selectFrom('bank_sync_notices')
      .select(['id', 'message', 'created_at'])
      .orderBy('id', 'desc')
      .limit(NOTICES_SHOWN)
      .execute(),
  ]);
  return {
    connections,
    notices: notices.map((notice) => ({ id: notice.id, message: notice.message, createdAt: notice.created_at })),
  };
}

/**
 * Links an offered account to a bank account of the family (or to a new one made for it). Linking the same
 * pair again only changes the start date; the transactions imported before stay, known by their bank ids,
 * so a re-link never imports them twice.
 */
export async function linkAccount(
  deps: AppDeps,
  auth: AuthContext,
  connectionId: number,
  request: LinkConnectionAccountRequest,
): Promise<Connection> {
  requireAdmin(auth, ADMIN_ONLY);
  const db = deps.db.kysely;
  const connection = await familyScope(db, auth.familyId)
    .selectFrom('bank_connections')
    .select(['id', 'offered_accounts'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  const offer = offersOf(connection.offered_accounts).find((account) => account.id === request.remoteAccountId);
  if (!offer) throw badRequest('remoteAccountId: the connection offers no such account.');
  let accountId = request.accountId;
  if (accountId === null) {
    const made = await saveAccount(deps, auth, {
      name: (request.name ?? '').trim() || offer.name,
      accountTypeId: AccountType.Bank,
      openingDate: request.startDate,
      openingBalance: 0,
    });
    accountId = made.id;
  }
  const now = deps.clock().toISOString();
  await writeForFamily(db, auth.familyId, async (trx) => {
    await requireImportAccount(trx, auth.familyId, accountId);
    const taken = await familyScope(trx, auth.familyId)
      .selectFrom('bank_connection_links')
      .select(['connection_id', 'remote_account_id'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (taken && (taken.connection_id !== connectionId || taken.remote_account_id !== offer.id))
      throw badRequest(
        'accountId: this account takes its transactions from another bank account already; unlink it first.',
      );
    const existing = await familyScope(trx, auth.familyId)
      .selectFrom('bank_connection_links')
      .select('id')
      .where('connection_id', '=', connectionId)
      .where('remote_account_id', '=', offer.id)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('bank_connection_links')
        .set({ account_id: accountId, start_date: request.startDate, last_synced_day: null, last_error: null })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    await trx
      .insertInto('bank_connection_links')
      .values({
        family_id: auth.familyId,
        connection_id: connectionId,
        remote_account_id: offer.id,
        remote_name: offer.name,
        account_id: accountId,
        start_date: request.startDate,
        bank_balance: offer.balanceCents,
        created_at: now,
      })
      .execute();
  });
  return connectionView(db, auth.familyId, connectionId, true);
}

/** Ends a link; what it imported stays in the account (its pending transactions too, no longer followed). */
export async function unlinkAccount(
  deps: AppDeps,
  auth: AuthContext,
  connectionId: number,
  request: UnlinkConnectionAccountRequest,
): Promise<Connection> {
  requireAdmin(auth, ADMIN_ONLY);
  const db = deps.db.kysely;
  await writeForFamily(db, auth.familyId, async (trx) => {
    const link = await familyScope(trx, auth.familyId)
      .selectFrom('bank_connection_links')
      .select(['id', 'account_id'])
      .where('connection_id', '=', connectionId)
      .where('remote_account_id', '=', request.remoteAccountId)
      .executeTakeFirst();
    if (!link) throw notFound('That bank account is not linked in this connection.');
    await trx.deleteFrom('bank_connection_links').where('id', '=', link.id).execute();
  });
  return connectionView(db, auth.familyId, connectionId, true);
}

/** Deletes a connection and its sealed credentials at once; its links go, the imported transactions stay. */
export async function deleteConnection(deps: AppDeps, auth: AuthContext, connectionId: number): Promise<string> {
  requireAdmin(auth, ADMIN_ONLY);
  const removed = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    const row = await familyScope(trx, auth.familyId)
      .selectFrom('bank_connections')
      .select(['id', 'name', 'provider', 'credentials'])
      .where('id', '=', connectionId)
      .executeTakeFirst();
    if (!row) throw notFound(CONNECTION_NOT_FOUND);
    await trx.deleteFrom('bank_connection_links').where('connection_id', '=', connectionId).execute();
    await trx.deleteFrom('bank_authorisations').where('connection_id', '=', connectionId).execute();
    await trx.deleteFrom('bank_connections').where('id', '=', connectionId).execute();
    return row;
  });
  // Enable Banking is told to end the session (and the bank's consent) once the credentials are gone here.
  if (removed.provider === 'enablebanking') await endEnableBankingSession(deps, removed.credentials);
  return `${removed.name} was disconnected; its credentials are deleted. What it imported stays.`;
}

/** Whether an account takes its transactions from a bank connection, and how its last sync went. */
export async function accountSyncStatus(
  deps: AppDeps,
  auth: AuthContext,
  accountId: number,
): Promise<AccountSyncStatus> {
  const db = deps.db.kysely;
  const account = await familyScope(db, auth.familyId)
    .selectFrom('accounts')
    .select(['id', 'is_deleted'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account || account.is_deleted) throw notFound('Account not found.');
  const link = await familyScope(db, auth.familyId)
    .selectFrom('bank_connection_links')
    .innerJoin('bank_connections', 'bank_connections.id', 'bank_connection_links.connection_id')
    .innerJoin('accounts', 'accounts.id', 'bank_connection_links.account_id')
    .select([
      'bank_connection_links.remote_account_id',
      'bank_connection_links.remote_name',
      'bank_connection_links.account_id',
      'bank_connection_links.start_date',
      'bank_connection_links.last_synced_day',
      'bank_connection_links.bank_balance',
      'bank_connection_links.bank_balance_at',
      'bank_connection_links.last_error',
      'bank_connections.name as connection_name',
      'bank_connections.provider',
      'bank_connections.state',
      'bank_connections.last_sync_at',
      'bank_connections.last_error as connection_error',
      'accounts.name as account_name',
      'accounts.account_type_id',
      'accounts.opening_balance',
      'accounts.activity_total',
    ])
    .where('bank_connection_links.account_id', '=', accountId)
    .executeTakeFirst();
  if (!link)
    return {
      linked: false,
      connectionName: null,
      state: null,
      lastSyncAt: null,
      lastError: null,
      bankBalance: null,
      balanceDifference: null,
    };
  const pending = await pendingCents(db, auth.familyId, [link.account_id]);
  const view = linkView(link, link.provider, pending.get(link.account_id) ?? 0);
  return {
    linked: true,
    connectionName: link.connection_name,
    state: link.state as AccountSyncStatus['state'],
    lastSyncAt: link.last_sync_at,
    lastError: link.last_error ?? link.connection_error,
    bankBalance: view.bankBalance,
    balanceDifference: view.balanceDifference,
  };
}
