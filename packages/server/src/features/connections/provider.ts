/**
 * What Hearth needs of a bank-data provider (SimpleFIN Bridge, Enable Banking): the accounts a connection
 * offers, and each account's transactions over a window of days. Each provider's client turns its own
 * protocol into these shapes; the sync (features/connections) knows nothing else of it (docs/bank-sync.md).
 */

/** An account the provider offers, as the bank reports it. */
export interface RemoteAccount {
  /** The provider's id of the account: stable across syncs, the key of a link. */
  readonly id: string;
  readonly name: string;
  /** ISO 4217, upper case. */
  readonly currency: string;
  /** The bank's reported balance, in cents; null when the provider gives none. */
  readonly balanceCents: number | null;
  /** When the bank reported that balance (ISO timestamp); null when unknown. */
  readonly balanceAt: string | null;
  /** The bank's or institution's name, when the provider gives one. */
  readonly institution: string | null;
}

/** A transaction of one account, as the provider reports it. */
export interface RemoteTransaction {
  /** The provider's id; a booked transaction may carry another id than its pending version. */
  readonly id: string;
  /** The booking date (or the transaction date while pending), YYYY-MM-DD. */
  readonly date: string;
  /** Signed, in cents: negative is money out of the account. */
  readonly amountCents: number;
  readonly description: string;
  /** The other side's name, when the provider gives one apart from the description. */
  readonly payee: string | null;
  readonly pending: boolean;
}

/** A failure the provider reported, for the whole connection or for one account. */
export interface ProviderProblem {
  /** The account it concerns; null for the whole connection. */
  readonly remoteAccountId: string | null;
  /** The provider's words, shown to the family as they are (never holding a credential). */
  readonly message: string;
  /** The provider asked to wait: seconds from its Retry-After, when given. */
  readonly retryAfterSeconds: number | null;
  /** The consent or access has ended: the family must authorise again. */
  readonly reauthorise: boolean;
}

/** One account's transactions over the window asked for. */
export interface RemoteAccountTransactions {
  readonly account: RemoteAccount;
  readonly transactions: readonly RemoteTransaction[];
}

export interface FetchWindow {
  /** First day, YYYY-MM-DD, inclusive. */
  readonly from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  readonly to: string;
}

/** A provider's client, bound to one connection's (decrypted) credentials. */
export interface BankProviderClient {
  /** The accounts the connection offers now. */
  listAccounts(): Promise<{ accounts: readonly RemoteAccount[]; problems: readonly ProviderProblem[] }>;
  /**
   * The transactions of the accounts asked for over the window (the client splits it into the provider's
   * largest windows and follows its continuation keys). One account's failure is a problem of that
   * account, never a thrown error; a thrown error means the whole connection failed.
   */
  fetchTransactions(
    remoteAccountIds: readonly string[],
    window: FetchWindow,
  ): Promise<{ results: readonly RemoteAccountTransactions[]; problems: readonly ProviderProblem[] }>;
}
