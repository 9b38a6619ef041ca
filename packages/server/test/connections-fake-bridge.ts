import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A transaction as the fake keeps it: its day and a decimal amount as SimpleFIN writes them. */
export interface FakeBridgeTransaction {
  id: string;
  /** YYYY-MM-DD: posted (or, when pending, transacted) that day at noon UTC. */
  date: string;
  /** Decimal text, negative for money out: "-12.50". */
  amount: string;
  description: string;
  payee?: string;
  pending?: boolean;
}

export interface FakeBridgeAccount {
  id: string;
  name: string;
  currency: string;
  balance: string;
  institution: string;
  transactions: FakeBridgeTransaction[];
  /** When set, the bridge reports this error for the account (in errlist) instead of the account. */
  failure?: string;
}

/**
 * SimpleFIN Bridge on 127.0.0.1, as its public protocol describes it: a setup token is the base64 of a
 * claim address; one POST there answers an access address carrying Basic credentials (a second claim is
 * refused with 403); `GET {access}/accounts` with start-date, end-date (epoch seconds, at most 90 days
 * apart), pending=1, account=… and balances-only=1 answers `{errors, errlist, accounts}`. It can ask to
 * slow down (429 with Retry-After) and have its access revoked (403).
 */
export interface FakeSimpleFinBridge {
  url: string;
  accounts: FakeBridgeAccount[];
  /** A fresh setup token, claimable once. */
  setupToken(): string;
  /** The next `count` account requests are answered 429 with this Retry-After. */
  rateLimit(seconds: number, count?: number): void;
  /** Every access is refused with 403 from now on. */
  revoke(): void;
  /** Milliseconds the bridge takes over each account request (a slow bank). */
  delayMs: number;
  /** Every request's method, path and query, in order (the credentials never appear in it). */
  requests: string[];
  /** The access password handed out, for checking that it is found nowhere else. */
  readonly passwords: string[];
  close(): Promise<void>;
}

const DAY_SECONDS = 24 * 60 * 60;
const epochOf = (day: string) => Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000);

export async function startFakeSimpleFinBridge(port = 0): Promise<FakeSimpleFinBridge> {
  const claims = new Map<string, boolean>();
  const credentials = new Set<string>();
  const passwords: string[] = [];
  let limited: { seconds: number; count: number } | null = null;
  let revoked = false;
  const bridge: Omit<FakeSimpleFinBridge, 'url' | 'close'> = {
    accounts: [],
    requests: [],
    delayMs: 0,
    passwords,
    setupToken() {
      const token = crypto.randomBytes(8).toString('hex');
      claims.set(token, false);
      return Buffer.from(`${url}/claim/${token}`).toString('base64');
    },
    rateLimit(seconds, count = 1) {
      limited = { seconds, count };
    },
    revoke() {
      revoked = true;
    },
  };

  const server = http.createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    bridge.requests.push(`${request.method} ${address.pathname}${address.search}`);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/plain', ...headers });
      response.end(body);
    };
    const claim = /^\/claim\/([0-9a-f]+)$/.exec(address.pathname);
    if (claim && request.method === 'POST') {
      const token = claim[1] as string;
      if (claims.get(token) !== false) return send(403, 'Token already claimed or unknown');
      claims.set(token, true);
      const user = `user${crypto.randomBytes(3).toString('hex')}`;
      const password = crypto.randomBytes(12).toString('hex');
      credentials.add(`${user}:${password}`);
      passwords.push(password);
      return send(200, `http://${user}:${password}@127.0.0.1:${(server.address() as AddressInfo).port}/simplefin`);
    }
    if (address.pathname !== '/simplefin/accounts' || request.method !== 'GET') return send(404, 'Not found');
    const auth = request.headers.authorization ?? '';
    const basic = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
    if (revoked || !credentials.has(basic)) return send(403, 'Access revoked');
    if (limited && limited.count > 0) {
      limited.count -= 1;
      return send(429, 'Too many requests', { 'retry-after': String(limited.seconds) });
    }
    const start = Number(address.searchParams.get('start-date') ?? 0);
    const end = Number(address.searchParams.get('end-date') ?? Math.floor(Date.now() / 1000) + DAY_SECONDS);
    if (address.searchParams.has('start-date') && end - start > 90 * DAY_SECONDS + 1)
      return send(400, 'The date range may not exceed 90 days');
    const pending = address.searchParams.get('pending') === '1';
    const balancesOnly = address.searchParams.get('balances-only') === '1';
    const only = address.searchParams.getAll('account');
    const chosen = bridge.accounts.filter((account) => only.length === 0 || only.includes(account.id));
    const body = {
      errors: [] as string[],
      errlist: chosen
        .filter((account) => account.failure)
        .map((account) => ({ code: 'act.failed', msg: account.failure, account_id: account.id })),
      accounts: chosen
        .filter((account) => !account.failure)
        .map((account) => ({
          org: { domain: 'bank.example', name: account.institution, 'sfin-url': 'https://bridge.example/simplefin' },
          id: account.id,
          name: account.name,
          currency: account.currency,
          balance: account.balance,
          'available-balance': account.balance,
          'balance-date': epochOf('2026-04-01'),
          transactions: balancesOnly
            ? []
            : account.transactions
                .filter((transaction) => pending || !transaction.pending)
                .filter((transaction) => epochOf(transaction.date) >= start && epochOf(transaction.date) < end)
                .map((transaction) => ({
                  id: transaction.id,
                  posted: transaction.pending ? 0 : epochOf(transaction.date),
                  transacted_at: epochOf(transaction.date),
                  amount: transaction.amount,
                  description: transaction.description,
                  ...(transaction.payee ? { payee: transaction.payee } : {}),
                  ...(transaction.pending ? { pending: true } : {}),
                })),
        })),
    };
    body.errors = body.errlist.map((entry) => entry.msg as string);
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, bridge.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(bridge, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
