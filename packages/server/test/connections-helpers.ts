import { apiRoutes, type Connection, type SyncResult } from '@hearth/contract';
import { expect } from 'vitest';
import { requestTo } from './api-request.js';
import type { FakeBridgeAccount, FakeSimpleFinBridge } from './connections-fake-bridge.js';
import { call } from './ledger.js';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

export function bridgeAccount(id: string, name: string, extra: Partial<FakeBridgeAccount> = {}): FakeBridgeAccount {
  return {
    id,
    name,
    currency: 'USD',
    balance: '1000.00',
    institution: 'First Example Bank',
    transactions: [],
    ...extra,
  };
}

export async function connect(user: SignedInUser, bridge: FakeSimpleFinBridge): Promise<Connection> {
  return call<Connection>(user, requestTo(apiRoutes.connections.create), {
    provider: 'simplefin',
    setupToken: bridge.setupToken(),
  });
}

export async function link(
  user: SignedInUser,
  connectionId: number,
  remoteAccountId: string,
  target: { accountId: number } | { name: string },
  startDate = '2026-01-01',
): Promise<Connection> {
  return call<Connection>(user, requestTo(apiRoutes.connections.link, { id: connectionId }), {
    remoteAccountId,
    startDate,
    ...('accountId' in target ? { accountId: target.accountId } : { accountId: null, name: target.name }),
  });
}

export async function sync(user: SignedInUser, connectionId: number): Promise<SyncResult> {
  return call<SyncResult>(user, requestTo(apiRoutes.connections.sync, { id: connectionId }));
}

export interface LedgerRow {
  id: number;
  date: string;
  /** Signed from the account's side, in cents. */
  cents: number;
  description: string;
  pending: boolean;
  reconciled: boolean;
}

/** The account's live transactions, oldest first, as the register would list them. */
export async function transactionsOf(t: TestApp, accountId: number): Promise<LedgerRow[]> {
  const rows = await t.deps.db.kysely
    .selectFrom('transactions')
    .select([
      'id',
      'transaction_date',
      'amount',
      'description',
      'is_pending',
      'is_reconciled',
      'debit_account_id',
      'credit_account_id',
    ])
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
    .where('is_deleted', '=', 0)
    .orderBy('transaction_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.transaction_date,
    cents: row.credit_account_id === accountId ? Number(row.amount) : -Number(row.amount),
    description: row.description,
    pending: Boolean(row.is_pending),
    reconciled: Boolean(row.is_reconciled),
  }));
}

export function expectOk(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(200);
}
