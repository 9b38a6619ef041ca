import {
  apiRoutes,
  type Account,
  type Transaction,
  type BankConsentStart,
  type Connection,
  type ConnectionList,
  type EnableBankingApplicationStatus,
} from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo, withQuery } from './api-request.js';
import { link, sync, transactionsOf } from './connections-helpers.js';
import { call } from './ledger.js';
import { readOutbox } from './mail-reader.js';
import {
  fakeEbAccount,
  startFakeEnableBanking,
  type FakeEbTransaction,
  type FakeEnableBanking,
} from './support/enable-banking-fake.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';
import { NO_APPLICATION } from '../src/features/connections/enable-banking/connection-secret.js';
import { STATE_REFUSED } from '../src/features/connections/enable-banking-connect.js';
import { remindLapsingConsents } from '../src/features/connections/scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function booked(id: string, date: string, amount: string, direction: 'CRDT' | 'DBIT', text: string): FakeEbTransaction {
  return {
    entry_reference: id,
    transaction_amount: { amount, currency: 'EUR' },
    credit_debit_indicator: direction,
    status: 'BOOK',
    booking_date: date,
    value_date: date,
    remittance_information: [text],
  };
}

describe.each(testDialects())('bank connections through Enable Banking on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeEnableBanking;
  beforeAll(async () => {
    fake = await startFakeEnableBanking();
    t = await createTestApp(dialect, { env: { ENABLE_BANKING_API_URL: fake.url } });
    t.clock.now = new Date('2026-11-01T12:00:00Z');
    fake.now = () => t.clock.now;
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  async function refusal(user: SignedInUser, request: ReturnType<typeof requestTo>, payload?: object) {
    const response = await user.inject({ ...request, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    return response.json().responseState.description as string;
  }

  async function setApplication(user: SignedInUser): Promise<void> {
    const application = fake.registerApplication();
    await call<EnableBankingApplicationStatus>(
      user,
      requestTo(apiRoutes.connections.saveEnableBankingApplication),
      application,
    );
  }

  async function consentAtBank(start: BankConsentStart) {
    const back = await fake.visitAuthorisation(start.url);
    expect(`${back.origin}${back.pathname}`).toBe('http://hearth.test/connections/callback');
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  async function connectNordea(user: SignedInUser): Promise<Connection> {
    const start = await call<BankConsentStart>(user, requestTo(apiRoutes.connections.create), {
      provider: 'enablebanking',
      bank: { name: 'Nordea', country: 'fi' },
    });
    return call<Connection>(user, requestTo(apiRoutes.connections.enableBankingCallback), await consentAtBank(start));
  }

  it('keeps the application sealed and checked, and lists the banks of a country', async () => {
    const user = await signUp(t);
    expect(await refusal(user, withQuery(requestTo(apiRoutes.connections.enableBankingBanks), '?country=FI'))).toBe(
      NO_APPLICATION,
    );
    const application = fake.registerApplication();
    expect(
      await refusal(user, requestTo(apiRoutes.connections.saveEnableBankingApplication), {
        applicationId: application.applicationId,
        privateKeyPem: 'not a key',
      }),
    ).toContain('The Enable Banking private key must be the whole .pem file');
    const saved = await user.inject({
      ...requestTo(apiRoutes.connections.saveEnableBankingApplication),
      payload: application,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('PRIVATE KEY');
    expect(saved.json().data).toEqual({ source: 'family', applicationId: application.applicationId });
    const row = await t.deps.db.kysely
      .selectFrom('bank_provider_applications')
      .select('credentials')
      .executeTakeFirstOrThrow();
    expect(row.credentials).not.toContain('PRIVATE KEY');

    const banks = await call<{ banks: { name: string; maximumConsentDays: number | null }[] }>(
      user,
      withQuery(requestTo(apiRoutes.connections.enableBankingBanks), '?country=fi'),
    );
    expect(banks.banks.map((bank) => [bank.name, bank.maximumConsentDays])).toEqual([
      ['Nordea', 180],
      ['OP', 90],
    ]);
    expect(
      await refusal(user, withQuery(requestTo(apiRoutes.connections.enableBankingBanks), '?country=Finland')),
    ).toBe('Country must be a country code of two letters, like FI.');
  });

  it('connects, offers the accounts, syncs pages, asks to renew on expiry, renews keeping links, and ends the session on delete', async () => {
    const nordea = fake.banks.find((bank) => bank.name === 'Nordea')!;
    nordea.accounts = [
      fakeEbAccount({
        identificationHash: 'hash-eb-flow',
        details: 'Everyday account',
        balances: [{ type: 'CLBD', amount: '1466.00', referenceDate: '2026-10-31' }],
        transactions: [
          booked('b1', '2026-10-02', '1500.00', 'CRDT', 'SALARY ACME'),
          booked('b2', '2026-10-05', '12.00', 'DBIT', 'CAFE'),
          booked('b3', '2026-10-06', '12.00', 'DBIT', 'CAFE'),
          booked('b4', '2026-10-10', '10.00', 'DBIT', 'BOOKSHOP'),
          {
            entry_reference: 'p1',
            transaction_amount: { amount: '20.00', currency: 'EUR' },
            credit_debit_indicator: 'DBIT',
            status: 'PDNG',
            transaction_date: '2026-10-31',
            remittance_information: ['FUEL STATION'],
          },
        ],
      }),
    ];
    fake.pageSize = 2;
    const user = await signUp(t);
    await setApplication(user);

    // Before any consent: a forged state is refused, and nothing is created.
    expect(
      await refusal(user, requestTo(apiRoutes.connections.enableBankingCallback), { code: 'x', state: 'forged' }),
    ).toBe(STATE_REFUSED);

    const start = await call<BankConsentStart>(user, requestTo(apiRoutes.connections.create), {
      provider: 'enablebanking',
      bank: { name: 'Nordea', country: 'FI' },
    });
    const answer = await consentAtBank(start);
    // Another family's Admin cannot use this state.
    const stranger = await signUp(t);
    expect(await refusal(stranger, requestTo(apiRoutes.connections.enableBankingCallback), answer)).toBe(STATE_REFUSED);
    // The state stays this family's: its Admin finishes the connection with it.
    const connection = await call<Connection>(user, requestTo(apiRoutes.connections.enableBankingCallback), answer);
    expect(connection.provider).toBe('enablebanking');
    expect(connection.name).toBe('Nordea');
    expect(connection.accounts.map((account) => [account.id, account.currency, account.balance])).toEqual([
      ['hash-eb-flow', 'EUR', 1466],
    ]);
    expect(Date.parse(connection.consentExpiresAt ?? '')).toBe(t.clock.now.getTime() + 180 * DAY_MS);

    const linked = await link(user, connection.id, 'hash-eb-flow', { name: 'Nordea everyday' }, '2026-10-01');
    const accountId = linked.links[0]!.accountId;
    fake.requests.length = 0;
    expect(await sync(user, connection.id)).toMatchObject({ added: 4, pending: 1, failedAccounts: [] });
    expect(fake.requests.some((request) => request.query.continuation_key)).toBe(true);
    const rows = await transactionsOf(t, accountId);
    expect(rows.map((row) => [row.date, row.cents, row.pending, row.reconciled])).toEqual([
      ['2026-10-02', 150000, false, true],
      ['2026-10-05', -1200, false, true],
      ['2026-10-06', -1200, false, true],
      ['2026-10-10', -1000, false, true],
      ['2026-10-31', -2000, true, false],
    ]);

    // The register marks the pending one, and the balance says what pending it includes.
    const register = await call<Transaction[]>(user, requestTo(apiRoutes.transactions.list), {
      accountId,
      historicDaysFromNow: 365,
    });
    expect(register.map((row) => [row.description, row.isPending, row.isReconciled])).toEqual([
      ['FUEL STATION', true, false],
      ['BOOKSHOP', false, true],
      ['CAFE', false, true],
      ['CAFE', false, true],
      ['SALARY ACME', false, true],
    ]);
    const account = await call<Account>(user, requestTo(apiRoutes.accounts.get, { id: accountId }));
    expect([account.balance, account.pendingAmount]).toEqual([1446, -20]);
    // The bank reports its booked balance: Hearth's booked balance agrees with it.
    const synced = await call<ConnectionList>(user, requestTo(apiRoutes.connections.list));
    expect(synced.connections.find((entry) => entry.id === connection.id)?.links[0]).toMatchObject({
      bankBalance: 1466,
      balanceDifference: 0,
    });

    // The consent lapses: the sync asks for a new authorisation.
    t.clock.now = new Date(t.clock.now.getTime() + 181 * DAY_MS);
    user.token = await login(t, user.email, user.password);
    const lapsed = await sync(user, connection.id);
    expect(lapsed.failedAccounts).toHaveLength(1);
    let list = await call<ConnectionList>(user, requestTo(apiRoutes.connections.list));
    expect(list.connections.find((entry) => entry.id === connection.id)?.state).toBe('reauthorise');

    // Renewing keeps the link: the next sync imports nothing twice.
    const renewStart = await call<BankConsentStart>(
      user,
      requestTo(apiRoutes.connections.renew, { id: connection.id }),
    );
    const renewed = await call<Connection>(
      user,
      requestTo(apiRoutes.connections.enableBankingCallback),
      await consentAtBank(renewStart),
    );
    expect(renewed.id).toBe(connection.id);
    expect(renewed.state).toBe('active');
    expect(renewed.links.map((entry) => [entry.remoteAccountId, entry.accountId])).toEqual([
      ['hash-eb-flow', accountId],
    ]);
    expect(Date.parse(renewed.consentExpiresAt ?? '')).toBe(t.clock.now.getTime() + 180 * DAY_MS);
    list = await call<ConnectionList>(user, requestTo(apiRoutes.connections.list));
    expect(list.connections.filter((entry) => entry.provider === 'enablebanking')).toHaveLength(1);
    expect(await sync(user, connection.id)).toMatchObject({ added: 0, failedAccounts: [] });
    expect((await transactionsOf(t, accountId)).length).toBe(5);

    fake.requests.length = 0;
    const deleted = await user.inject(requestTo(apiRoutes.connections.remove, { id: connection.id }));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      fake.requests.filter((request) => request.method === 'DELETE' && request.path.startsWith('/sessions/')),
    ).toHaveLength(1);
    expect((await transactionsOf(t, accountId)).length).toBe(5);
  });

  it('refuses a state used twice or expired, and a bank not in the list', async () => {
    const user = await signUp(t);
    await setApplication(user);
    const first = await call<BankConsentStart>(user, requestTo(apiRoutes.connections.create), {
      provider: 'enablebanking',
      bank: { name: 'Nordea', country: 'FI' },
    });
    const answer = await consentAtBank(first);
    await call<Connection>(user, requestTo(apiRoutes.connections.enableBankingCallback), answer);
    expect(await refusal(user, requestTo(apiRoutes.connections.enableBankingCallback), answer)).toBe(STATE_REFUSED);

    const late = await call<BankConsentStart>(user, requestTo(apiRoutes.connections.create), {
      provider: 'enablebanking',
      bank: { name: 'Nordea', country: 'FI' },
    });
    const lateAnswer = await consentAtBank(late);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    expect(await refusal(user, requestTo(apiRoutes.connections.enableBankingCallback), lateAnswer)).toBe(STATE_REFUSED);

    expect(
      await refusal(user, requestTo(apiRoutes.connections.create), {
        provider: 'enablebanking',
        bank: { name: 'No Such Bank', country: 'FI' },
      }),
    ).toBe('bank: Enable Banking lists no bank named No Such Bank in FI.');
    expect(
      await refusal(user, requestTo(apiRoutes.connections.create), { provider: 'plaid', setupToken: 'x' }),
    ).toContain('must be simplefin or enablebanking');
  });

  it('mails the Admins once per consent a week before it lapses, and again for a renewed consent', async () => {
    const user = await signUp(t, { firstname: 'Iris' });
    await setApplication(user);
    const connection = await connectNordea(user);
    const remindersTo = () =>
      readOutbox(t.outboxDir).filter(
        (mail) => mail.to === user.email.toLowerCase() && mail.subject.includes('needs renewing'),
      );
    const lapse = new Date(t.clock.now.getTime() + 6 * DAY_MS).toISOString();
    await t.deps.db.kysely
      .updateTable('bank_connections')
      .set({ consent_expires_at: lapse })
      .where('id', '=', connection.id)
      .execute();
    await remindLapsingConsents(t.deps);
    await remindLapsingConsents(t.deps);
    expect(remindersTo()).toHaveLength(1);
    expect(remindersTo()[0]!.text).toContain(`Renew it: http://hearth.test/connections?renew=${connection.id}`);

    const renewed = new Date(t.clock.now.getTime() + 5 * DAY_MS).toISOString();
    await t.deps.db.kysely
      .updateTable('bank_connections')
      .set({ consent_expires_at: renewed })
      .where('id', '=', connection.id)
      .execute();
    await remindLapsingConsents(t.deps);
    await remindLapsingConsents(t.deps);
    expect(remindersTo()).toHaveLength(2);
  });
});
