import crypto from 'node:crypto';
import type http from 'node:http';

/** A transaction as Enable Banking writes it (https://enablebanking.com/docs/api/reference, Transaction). */
export interface FakeEbTransaction {
  entry_reference?: string | null;
  transaction_id?: string | null;
  transaction_amount: { amount: string; currency: string };
  credit_debit_indicator: 'CRDT' | 'DBIT';
  status: 'BOOK' | 'PDNG' | 'HOLD' | 'CNCL' | 'RJCT' | 'SCHD' | 'OTHR';
  booking_date?: string | null;
  value_date?: string | null;
  transaction_date?: string | null;
  creditor?: { name: string } | null;
  debtor?: { name: string } | null;
  remittance_information?: string[];
}

/** A failure an account's requests answer with, on demand (a 429 with Retry-After, a bank error…). */
export interface FakeEbFailure {
  status: number;
  error: string;
  message: string;
  retryAfter?: string;
  /** Only the transactions pages from this one (0 is the first) fail; details and balances answer. */
  fromPage?: number;
}

export interface FakeEbAccount {
  /** Kept the same across sessions, as Enable Banking's identification_hash is. */
  identificationHash: string;
  iban: string;
  /** Holder's name (Enable Banking's `name`), the account's own description (`details`), the product. */
  holder: string;
  details: string | null;
  product: string | null;
  currency: string;
  balances: { type: string; amount: string; currency?: string; referenceDate?: string }[];
  transactions: FakeEbTransaction[];
  failure: FakeEbFailure | null;
}

export interface FakeEbBank {
  name: string;
  country: string;
  maximumConsentSeconds: number;
  accounts: FakeEbAccount[];
}

const DAY_SECONDS = 24 * 60 * 60;

export function fakeEbAccount(overrides: Partial<FakeEbAccount> & { identificationHash: string }): FakeEbAccount {
  return {
    iban: 'FI2112345600000785',
    holder: 'Alex Example',
    details: 'Everyday account',
    product: 'Current account',
    currency: 'EUR',
    balances: [{ type: 'CLBD', amount: '1000.00', referenceDate: '2026-11-26' }],
    transactions: [],
    failure: null,
    ...overrides,
  };
}

export function defaultFakeBanks(): FakeEbBank[] {
  return [
    {
      name: 'Nordea',
      country: 'FI',
      maximumConsentSeconds: 180 * DAY_SECONDS,
      accounts: [fakeEbAccount({ identificationHash: 'hash-nordea-1' })],
    },
    { name: 'OP', country: 'FI', maximumConsentSeconds: 90 * DAY_SECONDS, accounts: [] },
    { name: 'Deutsche Bank', country: 'DE', maximumConsentSeconds: 90 * DAY_SECONDS, accounts: [] },
  ];
}

export function send(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function refuse(response: http.ServerResponse, status: number, error: string, message: string, headers = {}) {
  send(response, status, { message, code: status, error, detail: null }, headers);
}

function transactionDate(transaction: FakeEbTransaction): string {
  return transaction.booking_date ?? transaction.transaction_date ?? transaction.value_date ?? '';
}

/** An account as Enable Banking describes it (AccountResource). */
export function describeFakeAccount(uid: string, account: FakeEbAccount) {
  return {
    uid,
    identification_hash: account.identificationHash,
    identification_hashes: [account.identificationHash],
    account_id: { iban: account.iban },
    name: account.holder,
    details: account.details,
    product: account.product,
    currency: account.currency,
    cash_account_type: 'CACC',
  };
}

/** Continuation keys handed out, and how many transactions a page holds. */
export interface FakePaging {
  continuations: Map<string, { uid: string; offset: number; page: number; from: string; to: string }>;
  pageSize: number;
}

/** An account's details, balances or one page of its transactions, or the failure it was given. */
export function answerFakeAccount(
  response: http.ServerResponse,
  url: URL,
  uid: string,
  account: FakeEbAccount,
  what: string,
  paging: FakePaging,
) {
  const { continuations } = paging;
  const key = url.searchParams.get('continuation_key');
  const continued = key ? continuations.get(key) : undefined;
  if (key && (!continued || continued.uid !== uid)) {
    return refuse(response, 422, 'WRONG_CONTINUATION_KEY', 'Wrong continuation key provided');
  }
  const page = continued?.page ?? 0;
  const failure = account.failure;
  if (failure && (failure.fromPage === undefined || (what === 'transactions' && page >= failure.fromPage))) {
    return refuse(
      response,
      failure.status,
      failure.error,
      failure.message,
      failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
    );
  }
  if (what === 'details') return send(response, 200, describeFakeAccount(uid, account));
  if (what === 'balances') {
    return send(response, 200, {
      balances: account.balances.map((balance) => ({
        name: balance.type === 'CLBD' ? 'Booked balance' : 'Balance',
        balance_amount: { amount: balance.amount, currency: balance.currency ?? account.currency },
        balance_type: balance.type,
        reference_date: balance.referenceDate ?? null,
      })),
    });
  }
  const from = continued?.from ?? url.searchParams.get('date_from') ?? '0000-00-00';
  const to = continued?.to ?? url.searchParams.get('date_to') ?? '9999-12-31';
  if (from > to) return refuse(response, 422, 'WRONG_DATE_INTERVAL', 'date_from should be less than or equal date_to');
  const inWindow = account.transactions.filter((t) => transactionDate(t) >= from && transactionDate(t) <= to);
  const offset = continued?.offset ?? 0;
  const next = offset + paging.pageSize;
  let continuationKey: string | null = null;
  if (next < inWindow.length) {
    continuationKey = crypto.randomBytes(12).toString('hex');
    continuations.set(continuationKey, { uid, offset: next, page: page + 1, from, to });
  }
  return send(response, 200, { transactions: inWindow.slice(offset, next), continuation_key: continuationKey });
}
