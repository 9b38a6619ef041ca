import { addDays, toDayNumber } from '@hearth/contract';
import type {
  BankProviderClient,
  FetchWindow,
  ProviderProblem,
  RemoteAccount,
  RemoteAccountTransactions,
  RemoteTransaction,
} from '../provider.js';
import { ProviderError, retryAfterSeconds } from '../provider-errors.js';
import { accessPointOf, claimUrlOf, type AccessPoint } from './setup-token.js';
import { parseAccountSet, type SimpleFinAccount } from './account-set.js';

/** The longest window one /accounts request may ask for (SimpleFIN Bridge refuses more than 90 days). */
export const SIMPLEFIN_WINDOW_DAYS = 90;
/** Longest a request to the bridge may take. */
const TIMEOUT_MS = 30_000;
const BRIDGE = 'SimpleFIN Bridge';

export interface SimpleFinOptions {
  clock: () => Date;
  timeoutMs?: number;
}

/** Claims a setup token once (POST to its claim address) and answers the access address it gives. */
export async function claimSetupToken(setupToken: string, options: SimpleFinOptions): Promise<string> {
  const claimUrl = claimUrlOf(setupToken);
  const response = await request(claimUrl, { method: 'POST', headers: { 'content-length': '0' } }, options);
  if (response.status === 403)
    throw new ProviderError(
      'SimpleFIN Bridge refused the setup token: it was claimed already or has expired. Make a new one on your bridge.',
      { badInput: true },
    );
  await refuseFailure(response, options);
  const accessUrl = (await response.text()).trim();
  accessPointOf(accessUrl);
  return accessUrl;
}

/** The SimpleFIN windows covering a span of days: at most 90 days each, in order. */
export function simpleFinWindows(window: FetchWindow): FetchWindow[] {
  const windows: FetchWindow[] = [];
  for (
    let from = window.from;
    toDayNumber(from) <= toDayNumber(window.to);
    from = addDays(from, SIMPLEFIN_WINDOW_DAYS)
  ) {
    const last = addDays(from, SIMPLEFIN_WINDOW_DAYS - 1);
    windows.push({ from, to: toDayNumber(last) < toDayNumber(window.to) ? last : window.to });
  }
  return windows;
}

/** A client bound to one access address (the decrypted credentials of a connection). */
export function simpleFinClient(accessUrl: string, options: SimpleFinOptions): BankProviderClient {
  const access = accessPointOf(accessUrl);
  return {
    async listAccounts() {
      const set = await getAccounts(access, { 'balances-only': '1' }, [], options);
      return { accounts: set.accounts.map(remoteAccountOf), problems: set.problems };
    },
    async fetchTransactions(remoteAccountIds, window) {
      const byAccount = new Map<string, { account: RemoteAccount; transactions: Map<string, RemoteTransaction> }>();
      const problems: ProviderProblem[] = [];
      for (const part of simpleFinWindows(window)) {
        const set = await getAccounts(
          access,
          { 'start-date': String(epochOf(part.from)), 'end-date': String(epochOf(addDays(part.to, 1))), pending: '1' },
          remoteAccountIds,
          options,
        );
        problems.push(...set.problems);
        for (const account of set.accounts) {
          if (!remoteAccountIds.includes(account.id)) continue;
          const entry = byAccount.get(account.id) ?? { account: remoteAccountOf(account), transactions: new Map() };
          entry.account = remoteAccountOf(account);
          for (const transaction of account.transactions) entry.transactions.set(transaction.id, transaction);
          byAccount.set(account.id, entry);
        }
      }
      const failed = new Set(problems.map((problem) => problem.remoteAccountId));
      for (const id of remoteAccountIds) {
        if (!byAccount.has(id) && !failed.has(id))
          problems.push({
            remoteAccountId: id,
            message: `${BRIDGE} no longer reports this account; check it on your bridge.`,
            retryAfterSeconds: null,
            reauthorise: false,
          });
      }
      const results: RemoteAccountTransactions[] = [...byAccount.values()].map((entry) => ({
        account: entry.account,
        transactions: [...entry.transactions.values()].filter(
          (transaction) => transaction.date >= window.from && transaction.date <= window.to,
        ),
      }));
      return { results, problems: dedupe(problems) };
    },
  };
}

function remoteAccountOf(account: SimpleFinAccount): RemoteAccount {
  const { transactions: _transactions, ...rest } = account;
  return rest;
}

function dedupe(problems: ProviderProblem[]): ProviderProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.remoteAccountId}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const epochOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

async function getAccounts(
  access: AccessPoint,
  query: Record<string, string>,
  accountIds: readonly string[],
  options: SimpleFinOptions,
) {
  const url = new URL(`${access.base.href.replace(/\/+$/, '')}/accounts`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  for (const id of accountIds) url.searchParams.append('account', id);
  const response = await request(
    url,
    { method: 'GET', headers: { authorization: access.authorization, accept: 'application/json' } },
    options,
  );
  await refuseFailure(response, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError(`${BRIDGE} answered something that is not an account set.`);
  }
  return parseAccountSet(body);
}

async function request(url: URL, init: RequestInit, options: SimpleFinOptions): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    // The address is named without its path: a SimpleFIN path may hold an account's token.
    throw new ProviderError(
      timedOut
        ? `${BRIDGE} (${url.host}) did not answer within ${(options.timeoutMs ?? TIMEOUT_MS) / 1000} seconds.`
        : `${BRIDGE} (${url.host}) could not be reached.`,
    );
  }
}

async function refuseFailure(response: Response, options: SimpleFinOptions): Promise<void> {
  if (response.ok) return;
  const status = response.status;
  await response.body?.cancel().catch(() => undefined);
  if (status === 402)
    throw new ProviderError(
      `${BRIDGE} says the subscription needs paying; renew it on your bridge, then connect again.`,
      {
        reauthorise: true,
      },
    );
  if (status === 403)
    throw new ProviderError(
      `${BRIDGE} refused the access: it was revoked on the bridge. Connect again with a new setup token.`,
      {
        reauthorise: true,
      },
    );
  if (status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'), options.clock());
    throw new ProviderError(
      seconds === null
        ? `${BRIDGE} is limiting requests; Hearth tries again at the next sync.`
        : `${BRIDGE} is limiting requests and asked to wait ${seconds} seconds.`,
      { retryAfterSeconds: seconds },
    );
  }
  throw new ProviderError(`${BRIDGE} answered with an error (HTTP ${status}); Hearth tries again at the next sync.`);
}
