import type { ProviderProblem, RemoteAccount, RemoteTransaction } from '../provider.js';
import { ProviderError } from '../provider-errors.js';

/** An account of a SimpleFIN account set, with its transactions. */
export interface SimpleFinAccount extends RemoteAccount {
  transactions: RemoteTransaction[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A decimal amount as SimpleFIN writes it ("-33.29") in cents; null when it is not one. */
export function centsOfDecimal(value: unknown): number | null {
  const written = text(value).trim();
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(3, '0').slice(0, 3)) / 10;
  const rounded = Math.round(cents);
  if (!Number.isSafeInteger(rounded)) return null;
  return sign === '-' && rounded !== 0 ? -rounded : rounded;
}

/** An epoch in seconds as a UTC day. */
function dayOf(epoch: unknown): string | null {
  const seconds = Number(epoch);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/**
 * Reads an account set (SimpleFIN protocol: `{errors, accounts}`, and the newer `errlist` of
 * `{code, msg, account_id}`). An error naming an account is that account's problem; the others concern
 * the whole connection. Rows that cannot be read are left out rather than failing the account.
 */
export function parseAccountSet(body: unknown): { accounts: SimpleFinAccount[]; problems: ProviderProblem[] } {
  if (!isObject(body) || !Array.isArray(body.accounts))
    throw new ProviderError('SimpleFIN Bridge answered something that is not an account set.');
  const problems: ProviderProblem[] = [];
  const problem = (message: string, remoteAccountId: string | null): ProviderProblem => ({
    remoteAccountId,
    message: message.slice(0, 500),
    retryAfterSeconds: null,
    reauthorise: false,
  });
  const listed = Array.isArray(body.errlist) ? body.errlist : [];
  for (const entry of listed) {
    if (!isObject(entry)) continue;
    const message = text(entry.msg) || text(entry.code);
    if (message) problems.push(problem(message, text(entry.account_id) || null));
  }
  if (listed.length === 0 && Array.isArray(body.errors)) {
    for (const entry of body.errors) if (text(entry)) problems.push(problem(text(entry), null));
  }
  const accounts: SimpleFinAccount[] = [];
  for (const raw of body.accounts) {
    if (!isObject(raw) || !text(raw.id)) continue;
    const org = isObject(raw.org) ? raw.org : {};
    const transactions: RemoteTransaction[] = [];
    for (const row of Array.isArray(raw.transactions) ? raw.transactions : []) {
      if (!isObject(row)) continue;
      const pending = row.pending === true;
      const date = dayOf(row.posted) ?? dayOf(row.transacted_at);
      const amountCents = centsOfDecimal(row.amount);
      if (!text(row.id) || date === null || amountCents === null) continue;
      const description = text(row.description) || text(row.memo) || text(row.payee);
      transactions.push({
        id: text(row.id),
        date: pending ? (dayOf(row.transacted_at) ?? date) : date,
        amountCents,
        description: description.slice(0, 500),
        payee: text(row.payee) || null,
        pending,
      });
    }
    const balanceDate = dayOf(raw['balance-date']);
    accounts.push({
      id: text(raw.id),
      name: (text(raw.name) || text(raw.id)).slice(0, 200),
      currency: (text(raw.currency) || 'USD').toUpperCase().slice(0, 10),
      balanceCents: centsOfDecimal(raw.balance),
      balanceAt: balanceDate ? new Date(Number(raw['balance-date']) * 1000).toISOString() : null,
      institution: text(org.name) || text(org.domain) || null,
      transactions,
    });
  }
  return { accounts, problems };
}
