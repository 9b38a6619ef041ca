import type { FetchWindow, ProviderProblem, RemoteAccount, RemoteAccountTransactions } from '../provider.js';
import type { BankProviderClient } from '../provider.js';
import { aspspsAnswer, authorizeSessionAnswer, startAuthorisationAnswer } from './answers.js';
import { ENABLE_BANKING_API_URL, enableBankingBaseUrl, requestEnableBanking, type EnableBankingApi } from './api.js';
import { parseAnswer } from './parse-answer.js';
import type { EnableBankingCredentials } from './jwt.js';
import { remoteAccountOf } from './mapping.js';
import { SessionReader } from './session-reader.js';

const DEFAULT_TIMEOUT_MS = 30_000;

export interface EnableBankingApiOptions {
  readonly credentials: EnableBankingCredentials;
  /** ENABLE_BANKING_API_URL; https://api.enablebanking.com unless a fake on the loopback address stands in. */
  readonly baseUrl?: string | null;
  readonly clock?: () => Date;
  readonly timeoutMs?: number;
}

/** How every Enable Banking call of one application is made: its address, key, clock and time-out. */
export function enableBankingApi(options: EnableBankingApiOptions): EnableBankingApi {
  return {
    baseUrl: enableBankingBaseUrl(options.baseUrl || ENABLE_BANKING_API_URL),
    credentials: options.credentials,
    clock: options.clock ?? (() => new Date()),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

/** A bank (ASPSP) a family may connect, from Enable Banking's list for one country. */
export interface EnableBankingBank {
  readonly name: string;
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  readonly logo: string | null;
  readonly bic: string | null;
  /** personal, business or both. */
  readonly psuTypes: readonly string[];
  /** How long the bank lets a consent last, in seconds; null when not said. */
  readonly maximumConsentSeconds: number | null;
  readonly beta: boolean;
}

/** The banks of one country (ISO 3166 alpha-2), by name. */
export async function listBanks(api: EnableBankingApi, country: string): Promise<EnableBankingBank[]> {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw new RangeError(`A country is two letters (ISO 3166), got "${country}"`);
  const answer = parseAnswer(
    aspspsAnswer,
    await requestEnableBanking(api, 'GET', '/aspsps', { query: { country: code } }),
  );
  return answer.aspsps
    .map((aspsp) => ({
      name: aspsp.name,
      country: aspsp.country.toUpperCase(),
      logo: aspsp.logo ?? null,
      bic: aspsp.bic ?? null,
      psuTypes: aspsp.psu_types ?? [],
      maximumConsentSeconds: aspsp.maximum_consent_validity ?? null,
      beta: aspsp.beta ?? false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Where the bank sends the family back after its consent page: PUBLIC_URL/connections/callback. */
export function enableBankingRedirectUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/connections/callback`;
}

export interface AuthorisationRequest {
  readonly bank: { readonly name: string; readonly country: string };
  /** Returned unchanged on the redirect: ties the callback to the connection being authorised. */
  readonly state: string;
  readonly redirectUrl: string;
  /** When the consent should end (ISO timestamp): see consent.ts's consentValidUntil. */
  readonly validUntil: string;
  readonly psuType?: 'personal' | 'business';
}

/** Starts the bank's consent: the page to open, on which the family signs in at their bank. */
export async function startAuthorisation(
  api: EnableBankingApi,
  request: AuthorisationRequest,
): Promise<{ url: string; authorisationId: string | null }> {
  const answer = parseAnswer(
    startAuthorisationAnswer,
    await requestEnableBanking(api, 'POST', '/auth', {
      body: {
        access: { valid_until: request.validUntil },
        aspsp: { name: request.bank.name, country: request.bank.country },
        state: request.state,
        redirect_url: request.redirectUrl,
        psu_type: request.psuType ?? 'personal',
      },
    }),
  );
  return { url: answer.url, authorisationId: answer.authorization_id ?? null };
}

/** A session made from the code the bank's redirect carried: what the connection keeps. */
export interface EnableBankingSession {
  readonly sessionId: string;
  /** When the consent ends (ISO timestamp). */
  readonly validUntil: string;
  readonly bank: { readonly name: string; readonly country: string };
  /** The accounts the family consented to, without balances (listAccounts gives those). */
  readonly accounts: readonly RemoteAccount[];
}

/** Turns the callback's code into a session (POST /sessions). */
export async function createSession(api: EnableBankingApi, code: string): Promise<EnableBankingSession> {
  const answer = parseAnswer(
    authorizeSessionAnswer,
    await requestEnableBanking(api, 'POST', '/sessions', { body: { code } }),
  );
  return {
    sessionId: answer.session_id,
    validUntil: new Date(Date.parse(answer.access.valid_until)).toISOString(),
    bank: { name: answer.aspsp.name, country: answer.aspsp.country },
    accounts: answer.accounts
      .filter((account) => account.uid || account.identification_hash)
      .map((account) => remoteAccountOf(account, [], answer.aspsp.name)),
  };
}

/** Ends a session at Enable Banking (and the bank's consent with it), as when a connection is deleted. */
export async function deleteSession(api: EnableBankingApi, sessionId: string): Promise<void> {
  await requestEnableBanking(api, 'DELETE', `/sessions/${encodeURIComponent(sessionId)}`);
}

/**
 * The sync's view of one connection's session: its accounts and their transactions (provider.ts). A
 * session that has ended or cannot be read throws a ProviderError (reauthorise, or Retry-After); one
 * account's failure is a problem of that account, and the others are read on.
 */
export function enableBankingClient(api: EnableBankingApi, sessionId: string): BankProviderClient {
  const reader = new SessionReader(api, sessionId);
  return {
    async listAccounts() {
      const session = await reader.session();
      const accounts: RemoteAccount[] = [];
      const problems: ProviderProblem[] = [];
      for (const [remoteId, uid] of session.uids) {
        const described = await reader.describe(remoteId, uid, session.bankName);
        if ('account' in described) accounts.push(described.account);
        if (described.problem) problems.push(described.problem);
      }
      return { accounts, problems };
    },
    async fetchTransactions(remoteAccountIds: readonly string[], window: FetchWindow) {
      const session = await reader.session();
      const results: RemoteAccountTransactions[] = [];
      const problems: ProviderProblem[] = [];
      for (const remoteId of remoteAccountIds) {
        const uid = session.uids.get(remoteId);
        if (!uid) {
          problems.push({
            remoteAccountId: remoteId,
            message:
              'The bank no longer shares this account through Enable Banking. Authorise the connection again and include it.',
            retryAfterSeconds: null,
            reauthorise: true,
          });
          continue;
        }
        const described = await reader.describe(remoteId, uid, session.bankName);
        if (!('account' in described)) {
          problems.push(described.problem);
          continue;
        }
        const fetched = await reader.transactions(remoteId, uid, window);
        if ('problem' in fetched) problems.push(fetched.problem);
        else results.push({ account: described.account, transactions: fetched.transactions });
      }
      return { results, problems };
    },
  };
}
