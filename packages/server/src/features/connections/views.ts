import { fromCents, type Connection, type ConnectionLink, type OfferedAccount } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { balanceCents } from '../accounts/queries.js';

export const CONNECTION_NOT_FOUND = 'Connection not found.';

/** An offered account as a connection keeps it (JSON), in cents. */
export interface KeptOffer {
  id: string;
  name: string;
  currency: string;
  balanceCents: number | null;
  institution: string | null;
}

export function offersOf(json: string): KeptOffer[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as KeptOffer[]) : [];
  } catch {
    return [];
  }
}

const CONNECTION_COLUMNS = [
  'id',
  'provider',
  'name',
  'state',
  'offered_accounts',
  'last_sync_at',
  'last_error',
  'consent_expires_at',
  'sync_started_at',
] as const;

/** The family's connections (or one), as the family sees them: members get no offered accounts. */
export async function connectionViews(
  db: Executor,
  familyId: number,
  options: { admin: boolean; id?: number },
): Promise<Connection[]> {
  let query = familyScope(db, familyId).selectFrom('bank_connections').select(CONNECTION_COLUMNS).orderBy('id');
  if (options.id !== undefined) query = query.where('id', '=', options.id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const links = await familyScope(db, familyId)
    .selectFrom('bank_connection_links')
    .innerJoin('accounts', 'accounts.id', 'bank_connection_links.account_id')
    .select([
      'bank_connection_links.connection_id',
      'bank_connection_links.remote_account_id',
      'bank_connection_links.remote_name',
      'bank_connection_links.account_id',
      'bank_connection_links.start_date',
      'bank_connection_links.last_synced_day',
      'bank_connection_links.bank_balance',
      'bank_connection_links.bank_balance_at',
      'bank_connection_links.last_error',
      'accounts.name as account_name',
      'accounts.account_type_id',
      'accounts.opening_balance',
      'accounts.activity_total',
    ])
    .where(
      'bank_connection_links.connection_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('bank_connection_links.id')
    .execute();
  const pending = await pendingCents(
    db,
    familyId,
    links.map((link) => link.account_id),
  );
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider as Connection['provider'],
    name: row.name,
    state: row.state as Connection['state'],
    lastSyncAt: row.last_sync_at,
    lastError: row.last_error,
    consentExpiresAt: row.consent_expires_at,
    syncing: row.sync_started_at !== null,
    accounts: options.admin ? offersOf(row.offered_accounts).map(offeredAccount) : [],
    links: links
      .filter((link) => link.connection_id === row.id)
      .map((link) => linkView(link, row.provider, pending.get(link.account_id) ?? 0)),
  }));
}

export async function connectionView(db: Executor, familyId: number, id: number, admin: boolean): Promise<Connection> {
  const [view] = await connectionViews(db, familyId, { admin, id });
  if (!view) throw notFound(CONNECTION_NOT_FOUND);
  return view;
}

function offeredAccount(offer: KeptOffer): OfferedAccount {
  return {
    id: offer.id,
    name: offer.name,
    currency: offer.currency,
    balance: offer.balanceCents === null ? null : fromCents(offer.balanceCents),
    institution: offer.institution,
  };
}

/** What pending bank transactions add to each account's balance, in cents (few rows: the pending list). */
export async function pendingCents(db: Executor, familyId: number, accountIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (accountIds.length === 0) return totals;
  const rows = await familyScope(db, familyId)
    .selectFrom('bank_pending_transactions')
    .innerJoin('transactions', 'transactions.id', 'bank_pending_transactions.transaction_id')
    .select([
      'bank_pending_transactions.account_id',
      'transactions.amount',
      'transactions.debit_account_id',
      'transactions.credit_account_id',
    ])
    .where('bank_pending_transactions.account_id', 'in', accountIds)
    .where('transactions.is_pending', '=', 1)
    .where('transactions.is_deleted', '=', 0)
    .execute();
  for (const row of rows) {
    const amount = Number(row.amount);
    const signed =
      row.credit_account_id === row.account_id ? amount : row.debit_account_id === row.account_id ? -amount : 0;
    totals.set(row.account_id, (totals.get(row.account_id) ?? 0) + signed);
  }
  return totals;
}

/**
 * Enable Banking reports the booked balance (CLBD first: enable-banking/mapping.ts), so Hearth's is
 * compared without its pending transactions; SimpleFIN's balance counts what is pending, as Hearth's does.
 */
const BOOKED_BALANCE_PROVIDERS = new Set(['enablebanking']);

export function linkView(
  link: {
    remote_account_id: string;
    remote_name: string;
    account_id: number;
    account_name: string;
    account_type_id: number;
    opening_balance: number;
    activity_total: number;
    start_date: string;
    last_synced_day: string | null;
    bank_balance: number | null;
    bank_balance_at: string | null;
    last_error: string | null;
  },
  provider: string,
  pending: number,
): ConnectionLink {
  const total = balanceCents(link as Parameters<typeof balanceCents>[0]);
  const hearth = BOOKED_BALANCE_PROVIDERS.has(provider) ? total - pending : total;
  const bank = link.bank_balance === null ? null : Number(link.bank_balance);
  return {
    remoteAccountId: link.remote_account_id,
    remoteName: link.remote_name,
    accountId: link.account_id,
    accountName: link.account_name,
    startDate: link.start_date,
    lastSyncedDay: link.last_synced_day,
    bankBalance: bank === null ? null : fromCents(bank),
    bankBalanceAt: link.bank_balance_at,
    hearthBalance: fromCents(hearth),
    balanceDifference: bank === null ? null : fromCents(hearth - bank),
    lastError: link.last_error,
  };
}
