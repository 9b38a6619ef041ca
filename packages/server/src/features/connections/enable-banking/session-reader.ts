import type { FetchWindow, ProviderProblem, RemoteAccount, RemoteTransaction } from '../provider.js';
import { balancesAnswer, accountResourceSchema, sessionAnswer, transactionsAnswer } from './answers.js';
import type { BalanceResource, TransactionResource } from './answers.js';
import { ProviderError } from '../provider-errors.js';
import { EnableBankingRequestError, requestEnableBanking, type EnableBankingApi } from './api.js';
import { remoteAccountOf, remoteTransactionOf, transactionIdsOf } from './mapping.js';
import { parseAnswer } from './parse-answer.js';

/** More pages than any bank gives for a sync's window: a provider that keeps answering with keys is stopped. */
const MAX_PAGES = 500;

const STATUS_WORDS: Record<string, string> = {
  EXPIRED: 'has expired',
  REVOKED: 'was withdrawn at the bank',
  CLOSED: 'was closed',
  CANCELLED: 'was cancelled',
  INVALID: 'was not given',
};

export interface OpenSession {
  /** The account's lasting id (identification hash) to its uid within this session. */
  readonly uids: ReadonlyMap<string, string>;
  readonly bankName: string;
  readonly validUntil: string;
}

export type DescribedAccount =
  { account: RemoteAccount; problem: ProviderProblem | null } | { problem: ProviderProblem };

function problemOf(error: unknown, remoteAccountId: string | null): ProviderProblem {
  if (error instanceof EnableBankingRequestError) return error.problem(remoteAccountId);
  if (error instanceof RangeError) {
    return {
      remoteAccountId,
      message: `Enable Banking sent ${error.message}`,
      retryAfterSeconds: null,
      reauthorise: false,
    };
  }
  throw error;
}

/**
 * Reads one session's accounts for one sync, asking Enable Banking once for each thing: the session, each
 * account's details and balances; banks allow only a few requests a day per account (PSD2).
 */
export class SessionReader {
  private opened: Promise<OpenSession> | null = null;
  private readonly described = new Map<string, Promise<DescribedAccount>>();

  constructor(
    private readonly api: EnableBankingApi,
    private readonly sessionId: string,
  ) {}

  /**
   * The session, if it still grants access. A session that cannot be read, or whose consent has ended,
   * fails the whole connection: a ProviderError saying whether to authorise again or when to ask again.
   */
  session(): Promise<OpenSession> {
    this.opened ??= this.open();
    return this.opened;
  }

  private async open(): Promise<OpenSession> {
    const answer = parseAnswer(
      sessionAnswer,
      await requestEnableBanking(this.api, 'GET', `/sessions/${encodeURIComponent(this.sessionId)}`),
    );
    const lapsed = Date.parse(answer.access.valid_until) <= this.api.clock().getTime();
    if (answer.status !== 'AUTHORIZED' || lapsed) {
      const words = lapsed ? 'has expired' : (STATUS_WORDS[answer.status] ?? `is ${answer.status.toLowerCase()}`);
      throw new ProviderError(
        `The consent given to ${answer.aspsp.name} through Enable Banking ${words}. Authorise the connection again.`,
        { reauthorise: true },
      );
    }
    const hashes = new Map((answer.accounts_data ?? []).map((data) => [data.uid, data.identification_hash]));
    const uids = new Map(answer.accounts.map((uid) => [hashes.get(uid) || uid, uid]));
    return { uids, bankName: answer.aspsp.name, validUntil: answer.access.valid_until };
  }

  /** The account's details and balance; a failed balance leaves the balance unknown and says why. */
  describe(remoteId: string, uid: string, bankName: string): Promise<DescribedAccount> {
    let described = this.described.get(uid);
    if (!described) {
      described = this.readAccount(remoteId, uid, bankName);
      this.described.set(uid, described);
    }
    return described;
  }

  private async readAccount(remoteId: string, uid: string, bankName: string): Promise<DescribedAccount> {
    const path = `/accounts/${encodeURIComponent(uid)}`;
    let details;
    try {
      details = parseAnswer(accountResourceSchema, await requestEnableBanking(this.api, 'GET', `${path}/details`));
    } catch (error) {
      return { problem: problemOf(error, remoteId) };
    }
    let balances: BalanceResource[] = [];
    let problem: ProviderProblem | null = null;
    try {
      balances = parseAnswer(balancesAnswer, await requestEnableBanking(this.api, 'GET', `${path}/balances`)).balances;
    } catch (error) {
      problem = problemOf(error, remoteId);
    }
    const account = remoteAccountOf({ ...details, uid, identification_hash: remoteId }, balances, bankName);
    return { account, problem };
  }

  /**
   * Every transaction of the window, following continuation keys to the last page; dated outside the
   * window ones are left out. All or nothing: a page that fails fails the account, so that a partial
   * list never makes pending transactions look gone.
   */
  async transactions(
    remoteId: string,
    uid: string,
    window: FetchWindow,
  ): Promise<{ transactions: RemoteTransaction[] } | { problem: ProviderProblem }> {
    const resources: TransactionResource[] = [];
    const keys = new Set<string>();
    let key: string | undefined;
    try {
      for (let page = 0; ; page++) {
        if (page >= MAX_PAGES)
          throw new EnableBankingRequestError(
            `Enable Banking kept sending more pages of transactions (over ${MAX_PAGES}); the account was not read.`,
            200,
            null,
            null,
            false,
          );
        const answer = parseAnswer(
          transactionsAnswer,
          await requestEnableBanking(this.api, 'GET', `/accounts/${encodeURIComponent(uid)}/transactions`, {
            query: { date_from: window.from, date_to: window.to, continuation_key: key },
          }),
        );
        resources.push(...answer.transactions);
        key = answer.continuation_key || undefined;
        if (!key) break;
        if (keys.has(key)) {
          throw new EnableBankingRequestError(
            'Enable Banking sent the same page of transactions twice; the account was not read.',
            200,
            null,
            null,
            false,
          );
        }
        keys.add(key);
      }
      const mapped = resources.map(remoteTransactionOf);
      const ids = transactionIdsOf(resources, mapped);
      const transactions: RemoteTransaction[] = [];
      mapped.forEach((transaction, index) => {
        if (transaction && transaction.date >= window.from && transaction.date <= window.to) {
          transactions.push({ id: ids[index] as string, ...transaction });
        }
      });
      return { transactions };
    } catch (error) {
      return { problem: problemOf(error, remoteId) };
    }
  }
}
