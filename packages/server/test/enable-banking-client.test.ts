import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnableBankingRequestError, enableBankingBaseUrl } from '../src/features/connections/enable-banking/api.js';
import {
  createSession,
  deleteSession,
  enableBankingApi,
  enableBankingClient,
  enableBankingRedirectUrl,
  listBanks,
  startAuthorisation,
} from '../src/features/connections/enable-banking/client.js';
import { consentValidUntil } from '../src/features/connections/enable-banking/consent.js';
import {
  EnableBankingKeyError,
  readCredentials,
  readPrivateKey,
  signEnableBankingJwt,
} from '../src/features/connections/enable-banking/jwt.js';
import type { EnableBankingApi } from '../src/features/connections/enable-banking/api.js';
import { ProviderError } from '../src/features/connections/provider-errors.js';
import {
  fakeEbAccount,
  startFakeEnableBanking,
  type FakeEbTransaction,
  type FakeEnableBanking,
} from './support/enable-banking-fake.js';

const PUBLIC_URL = 'https://hearth.example';
const WINDOW = { from: '2026-09-01', to: '2026-11-26' };

function booked(
  entry: string,
  amount: string,
  indicator: 'CRDT' | 'DBIT',
  date: string,
  other: string,
): FakeEbTransaction {
  return {
    entry_reference: entry,
    transaction_id: `tx-${entry}`,
    transaction_amount: { amount, currency: 'EUR' },
    credit_debit_indicator: indicator,
    status: 'BOOK',
    booking_date: date,
    value_date: date,
    ...(indicator === 'DBIT' ? { creditor: { name: other } } : { debtor: { name: other } }),
    remittance_information: [`${other} ${entry}`],
  };
}

/** A failure of the whole connection: thrown, as the sync expects, with what to do about it. */
async function wholeFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function failure(promise: Promise<unknown>): Promise<EnableBankingRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EnableBankingRequestError);
  return error as EnableBankingRequestError;
}

describe('the Enable Banking client against a fake of its API', () => {
  let fake: FakeEnableBanking;
  let api: EnableBankingApi;
  let now: Date;

  /** Authorises at the bank as a family would and answers the new session's id. */
  async function connect(bankName = 'Nordea'): Promise<string> {
    const start = await startAuthorisation(api, {
      bank: { name: bankName, country: 'FI' },
      state: 'connection-7',
      redirectUrl: enableBankingRedirectUrl(PUBLIC_URL),
      validUntil: consentValidUntil(now, 180 * 86_400),
    });
    const back = await fake.visitAuthorisation(start.url);
    const session = await createSession(api, back.searchParams.get('code') ?? '');
    return session.sessionId;
  }

  beforeAll(async () => {
    fake = await startFakeEnableBanking();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    now = new Date('2026-11-26T10:00:00Z');
    fake.now = () => now;
    fake.pageSize = 50;
    fake.rateLimited = null;
    fake.consent = 'approve';
    fake.requests.length = 0;
    const { applicationId, privateKeyPem } = fake.registerApplication();
    api = enableBankingApi({
      credentials: readCredentials(applicationId, privateKeyPem),
      baseUrl: fake.url,
      clock: () => now,
      timeoutMs: 5_000,
    });
    fake.banks[0]!.accounts = [
      fakeEbAccount({
        identificationHash: 'hash-everyday',
        iban: 'FI21 1234 5600 0007 85',
        details: 'Everyday account',
        balances: [
          { type: 'ITAV', amount: '1500.00' },
          { type: 'CLBD', amount: '1234.5', referenceDate: '2026-11-25' },
        ],
      }),
      fakeEbAccount({
        identificationHash: 'hash-savings',
        iban: 'FI4350000220000456',
        details: null,
        product: 'Savings',
        currency: 'eur',
        balances: [{ type: 'CLBD', amount: '-0.05' }],
      }),
    ];
  });

  it('lists the banks of one country, by name, with how long each lets a consent last', async () => {
    const banks = await listBanks(api, 'fi');
    expect(banks.map((bank) => [bank.name, bank.country, bank.maximumConsentSeconds])).toEqual([
      ['Nordea', 'FI', 180 * 86_400],
      ['OP', 'FI', 90 * 86_400],
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/aspsps', query: { country: 'FI' } });
    await expect(listBanks(api, 'Finland')).rejects.toThrow(/two letters/);
  });

  it("opens the bank's consent page, which sends the family back to /connections/callback with a code and the state", async () => {
    const start = await startAuthorisation(api, {
      bank: { name: 'Nordea', country: 'FI' },
      state: 'connection-7',
      redirectUrl: enableBankingRedirectUrl(`${PUBLIC_URL}/`),
      validUntil: consentValidUntil(now, 180 * 86_400),
    });
    expect(start.url.startsWith(`${fake.url}/authorise/`)).toBe(true);
    const back = await fake.visitAuthorisation(start.url);
    expect(`${back.origin}${back.pathname}`).toBe('https://hearth.example/connections/callback');
    expect(back.searchParams.get('state')).toBe('connection-7');
    expect(back.searchParams.get('code')).toMatch(/.+/);

    fake.consent = 'deny';
    const denied = await fake.visitAuthorisation(
      (
        await startAuthorisation(api, {
          ...{ bank: { name: 'OP', country: 'FI' } },
          state: 's',
          redirectUrl: `${PUBLIC_URL}/connections/callback`,
          validUntil: now.toISOString(),
        })
      ).url,
    );
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();

    const unknownBank = await failure(
      startAuthorisation(api, {
        bank: { name: 'No Such Bank', country: 'FI' },
        state: 's',
        redirectUrl: `${PUBLIC_URL}/connections/callback`,
        validUntil: now.toISOString(),
      }),
    );
    expect(unknownBank.message).toBe('Enable Banking refused the request (HTTP 400): Wrong ASPSP name provided');
  });

  it('makes a session from the code, once, with the consent end the bank allows', async () => {
    const start = await startAuthorisation(api, {
      bank: { name: 'OP', country: 'FI' },
      state: 'x',
      redirectUrl: `${PUBLIC_URL}/connections/callback`,
      validUntil: consentValidUntil(now, 180 * 86_400),
    });
    fake.banks[1]!.accounts = [fakeEbAccount({ identificationHash: 'hash-op', details: 'OP account' })];
    const code = (await fake.visitAuthorisation(start.url)).searchParams.get('code') ?? '';
    const session = await createSession(api, code);
    expect(session.validUntil).toBe('2027-02-24T10:00:00.000Z'); // OP allows 90 days
    expect(session.bank).toEqual({ name: 'OP', country: 'FI' });
    expect(session.accounts.map((account) => [account.id, account.name, account.currency])).toEqual([
      ['hash-op', 'OP account (…0785)', 'EUR'],
    ]);
    const again = await failure(createSession(api, code));
    expect(again.message).toContain('Wrong authorization code provided');
  });

  it('lists the accounts with names, currency, the booked balance in cents and the bank', async () => {
    const sessionId = await connect();
    const { accounts, problems } = await enableBankingClient(api, sessionId).listAccounts();
    expect(problems).toEqual([]);
    expect(accounts).toEqual([
      {
        id: 'hash-everyday',
        name: 'Everyday account (…0785)',
        currency: 'EUR',
        balanceCents: 123450,
        balanceAt: '2026-11-25T00:00:00.000Z',
        institution: 'Nordea',
      },
      {
        id: 'hash-savings',
        name: 'Savings (…0456)',
        currency: 'EUR',
        balanceCents: -5,
        balanceAt: null,
        institution: 'Nordea',
      },
    ]);
  });

  it('reads transactions over several pages with continuation keys, booked and pending, signed by credit and debit', async () => {
    const account = fake.banks[0]!.accounts[0]!;
    account.transactions = [
      booked('E1', '12.3', 'CRDT', '2026-10-01', 'Acme Oy'),
      booked('E2', '1234.56', 'DBIT', '2026-10-02', 'Landlord'),
      booked('E3', '-49.90', 'DBIT', '2026-10-03', 'K-Market'),
      booked('E4', '0.10', 'CRDT', '2026-10-04', 'Bank interest'),
      {
        transaction_amount: { amount: '8.00', currency: 'EUR' },
        credit_debit_indicator: 'DBIT',
        status: 'PDNG',
        transaction_date: '2026-11-25',
        creditor: { name: 'Cafe' },
        remittance_information: [],
      },
      { ...booked('E5', '99.99', 'DBIT', '2026-10-05', 'Refused shop'), status: 'RJCT' },
    ];
    fake.pageSize = 2;
    const sessionId = await connect();
    const { results, problems } = await enableBankingClient(api, sessionId).fetchTransactions(
      ['hash-everyday'],
      WINDOW,
    );
    expect(problems).toEqual([]);
    const pages = fake.requests.filter((request) => request.path.endsWith('/transactions'));
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query).toEqual({ date_from: '2026-09-01', date_to: '2026-11-26' });
    expect(pages[1]!.query.continuation_key).toMatch(/.+/);
    expect(results).toHaveLength(1);
    expect(results[0]!.account.id).toBe('hash-everyday');
    expect(
      results[0]!.transactions.map((t) => [t.id, t.date, t.amountCents, t.payee, t.pending, t.description]),
    ).toEqual([
      ['E1', '2026-10-01', 1230, 'Acme Oy', false, 'Acme Oy E1'],
      ['E2', '2026-10-02', -123456, 'Landlord', false, 'Landlord E2'],
      ['E3', '2026-10-03', -4990, 'K-Market', false, 'K-Market E3'],
      ['E4', '2026-10-04', 10, 'Bank interest', false, 'Bank interest E4'],
      [expect.stringMatching(/^digest:/), '2026-11-25', -800, 'Cafe', true, 'Cafe'],
    ]);
  });

  it('keeps two genuine twins without bank ids apart, and leaves out what lies outside the window', async () => {
    const twin: FakeEbTransaction = {
      transaction_amount: { amount: '3.50', currency: 'EUR' },
      credit_debit_indicator: 'DBIT',
      status: 'BOOK',
      booking_date: '2026-11-20',
      creditor: { name: 'Bus' },
      remittance_information: ['Ticket'],
    };
    fake.banks[0]!.accounts[0]!.transactions = [twin, { ...twin }, booked('OLD', '1.00', 'DBIT', '2026-08-31', 'Old')];
    const sessionId = await connect();
    const { results } = await enableBankingClient(api, sessionId).fetchTransactions(['hash-everyday'], {
      from: '2026-09-01',
      to: '2026-11-26',
    });
    const ids = results[0]!.transactions.map((t) => t.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // The same answer read again gives the same ids, so a re-sync matches them.
    const again = await enableBankingClient(api, sessionId).fetchTransactions(['hash-everyday'], WINDOW);
    expect(again.results[0]!.transactions.map((t) => t.id)).toEqual(ids);
  });

  it("keeps one account's failure its own: the other account's transactions still arrive", async () => {
    fake.banks[0]!.accounts[0]!.transactions = [booked('A1', '10.00', 'CRDT', '2026-11-01', 'Payer')];
    fake.banks[0]!.accounts[1]!.failure = {
      status: 500,
      error: 'ASPSP_ERROR',
      message: 'Error interacting with ASPSP',
    };
    const sessionId = await connect();
    const client = enableBankingClient(api, sessionId);
    const { results, problems } = await client.fetchTransactions(['hash-everyday', 'hash-savings'], WINDOW);
    expect(results.map((result) => [result.account.id, result.transactions.length])).toEqual([['hash-everyday', 1]]);
    expect(problems).toEqual([
      {
        remoteAccountId: 'hash-savings',
        message: 'Enable Banking answered with an error (HTTP 500): Error interacting with ASPSP',
        retryAfterSeconds: null,
        reauthorise: false,
      },
    ]);
    const listed = await client.listAccounts();
    expect(listed.accounts.map((account) => account.id)).toEqual(['hash-everyday']);
    expect(listed.problems.map((problem) => problem.remoteAccountId)).toEqual(['hash-savings']);
  });

  it('fails an account whose later page fails, rather than giving half its transactions', async () => {
    const account = fake.banks[0]!.accounts[0]!;
    account.transactions = ['P1', 'P2', 'P3'].map((entry, i) =>
      booked(entry, '1.00', 'DBIT', `2026-11-0${i + 1}`, 'Shop'),
    );
    account.failure = { status: 500, error: 'ASPSP_TIMEOUT', message: 'Timeout interacting with ASPSP', fromPage: 1 };
    fake.pageSize = 2;
    const sessionId = await connect();
    const { results, problems } = await enableBankingClient(api, sessionId).fetchTransactions(
      ['hash-everyday'],
      WINDOW,
    );
    expect(results).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('Timeout interacting with ASPSP');
  });

  it('reports a 429 with its Retry-After, for one account or for the whole connection', async () => {
    fake.banks[0]!.accounts[1]!.failure = {
      status: 429,
      error: 'ASPSP_RATE_LIMIT_EXCEEDED',
      message: 'ASPSP Rate limit exceeded',
      retryAfter: '120',
    };
    const sessionId = await connect();
    const one = await enableBankingClient(api, sessionId).fetchTransactions(['hash-everyday', 'hash-savings'], WINDOW);
    expect(one.results.map((result) => result.account.id)).toEqual(['hash-everyday']);
    expect(one.problems).toEqual([
      {
        remoteAccountId: 'hash-savings',
        message: 'Enable Banking asked to wait before asking again (too many requests): ASPSP Rate limit exceeded',
        retryAfterSeconds: 120,
        reauthorise: false,
      },
    ]);
    fake.rateLimited = new Date(now.getTime() + 3_600_000).toUTCString();
    const all = await wholeFailure(enableBankingClient(api, sessionId).listAccounts());
    expect(all.retryAfterSeconds).toBe(3600);
    expect(all.reauthorise).toBe(false);
  });

  it('asks for a new authorisation once the consent has ended, by its date or on the bank side, keeping the account ids', async () => {
    const sessionId = await connect();
    const before = await enableBankingClient(api, sessionId).listAccounts();
    const uidsBefore = fake.session(sessionId)!.uids;

    now = new Date(Date.parse(fake.session(sessionId)!.validUntil) + 1000);
    const lapsed = await wholeFailure(enableBankingClient(api, sessionId).fetchTransactions(['hash-everyday'], WINDOW));
    expect(lapsed.message).toBe(
      'The consent given to Nordea through Enable Banking has expired. Authorise the connection again.',
    );
    expect(lapsed.reauthorise).toBe(true);
    expect(lapsed.retryAfterSeconds).toBeNull();

    now = new Date('2026-11-26T10:00:00Z');
    const renewed = await connect();
    fake.expireSession(sessionId);
    expect((await wholeFailure(enableBankingClient(api, sessionId).listAccounts())).reauthorise).toBe(true);

    // The new session's accounts carry new uids but the same ids, so every link holds.
    const after = await enableBankingClient(api, renewed).listAccounts();
    expect(after.accounts.map((account) => account.id)).toEqual(before.accounts.map((account) => account.id));
    expect(fake.session(renewed)!.uids).not.toEqual(uidsBefore);
    expect(fake.session(renewed)!.status).toBe('AUTHORIZED');

    await deleteSession(api, renewed);
    expect(fake.session(renewed)!.status).toBe('CLOSED');
    const closed = await wholeFailure(enableBankingClient(api, renewed).listAccounts());
    expect(closed.reauthorise).toBe(true);
    expect(closed.message).toContain('was closed');
  });

  it('asks for a new authorisation for an account whose requests the bank refuses as expired, the others read on', async () => {
    fake.banks[0]!.accounts[1]!.failure = { status: 401, error: 'EXPIRED_SESSION', message: 'Session is expired' };
    const sessionId = await connect();
    const { results, problems } = await enableBankingClient(api, sessionId).fetchTransactions(
      ['hash-everyday', 'hash-savings'],
      WINDOW,
    );
    expect(results.map((result) => result.account.id)).toEqual(['hash-everyday']);
    expect(problems).toEqual([
      {
        remoteAccountId: 'hash-savings',
        message: 'Enable Banking refused access (HTTP 401): Session is expired. Authorise the connection again.',
        retryAfterSeconds: null,
        reauthorise: true,
      },
    ]);
  });

  it('says an account the bank no longer shares needs a new authorisation', async () => {
    const sessionId = await connect();
    const { problems } = await enableBankingClient(api, sessionId).fetchTransactions(['hash-gone'], WINDOW);
    expect(problems).toEqual([expect.objectContaining({ remoteAccountId: 'hash-gone', reauthorise: true })]);
  });

  it('signs every request; the fake refuses a token signed by another key', async () => {
    await connect();
    const signed = fake.requests.filter((request) => !request.path.startsWith('/authorise/'));
    expect(signed.length).toBeGreaterThan(0);
    const stranger = fake.registerApplication();
    const own = fake.registerApplication();
    const impostor = enableBankingApi({
      credentials: readCredentials(own.applicationId, stranger.privateKeyPem),
      baseUrl: fake.url,
      clock: () => now,
    });
    const refused = await failure(listBanks(impostor, 'FI'));
    expect(refused.status).toBe(401);
    expect(refused.reauthorise).toBe(true);
    expect(refused.message).toBe(
      'Enable Banking refused access (HTTP 401): JWT signature is not valid. Authorise the connection again.',
    );
    const late = enableBankingApi({
      credentials: api.credentials,
      baseUrl: fake.url,
      clock: () => new Date('2026-11-24T10:00:00Z'),
    });
    expect((await failure(listBanks(late, 'FI'))).message).toContain('JWT is expired');
  });

  it('writes the JWT as Enable Banking asks: RS256, kid the application id, its issuer and audience, at most a day', () => {
    const token = signEnableBankingJwt(api.credentials, now, 7 * 86_400);
    const [header, claims] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown);
    expect(header).toEqual({ typ: 'JWT', alg: 'RS256', kid: api.credentials.applicationId });
    const issued = Math.floor(now.getTime() / 1000);
    expect(claims).toEqual({
      iss: 'enablebanking.com',
      aud: 'api.enablebanking.com',
      iat: issued,
      exp: issued + 86_400,
    });
  });

  it('refuses a private key or an application id that cannot sign, in words a person can act on', () => {
    expect(() => readPrivateKey('not a key')).toThrow(EnableBankingKeyError);
    expect(() => readPrivateKey('not a key')).toThrow(/whole \.pem file/);
    const damaged = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';
    expect(() => readPrivateKey(damaged)).toThrow(
      'The Enable Banking private key could not be read: it is damaged, protected by a passphrase, or not a private key.',
    );
    expect(() => readCredentials('my-app', fake.registerApplication().privateKeyPem)).toThrow(/application id/);
  });

  it('talks to Enable Banking over https only, plain http being for a fake on the loopback address', () => {
    expect(enableBankingBaseUrl('https://api.enablebanking.com/')).toBe('https://api.enablebanking.com');
    expect(enableBankingBaseUrl('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(() => enableBankingBaseUrl('http://api.enablebanking.com')).toThrow(/https/);
  });
});
