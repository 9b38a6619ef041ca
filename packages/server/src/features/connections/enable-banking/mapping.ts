import crypto from 'node:crypto';
import { MAX_CENTS } from '@hearth/contract';
import type { RemoteAccount, RemoteTransaction } from '../provider.js';
import type { AccountResource, BalanceResource, TransactionResource } from './answers.js';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * An amount as Enable Banking writes it ("12.3", "-1234.56", "0.005") in cents, read from its digits, never
 * through a float; more than two decimals round half away from zero.
 */
export function amountInCents(text: string): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount: "${text}"`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = kept + (roundsUp ? 1n : 0n);
  if (cents > BigInt(MAX_CENTS)) throw new RangeError(`Amount beyond the largest Hearth keeps: "${text}"`);
  const value = Number(cents);
  return sign === '-' && value !== 0 ? -value : value;
}

/** The order in which a balance stands for "what the bank says the account holds": booked first. */
const BALANCE_PREFERENCE = [
  'CLBD',
  'ITBD',
  'XPCD',
  'ITAV',
  'CLAV',
  'OPBD',
  'OPAV',
  'PRCD',
  'VALU',
  'FWAV',
  'INFO',
  'OTHR',
];

/** The bank's balance to compare with Hearth's: a booked one in the account's currency when there is one. */
export function preferredBalance(balances: readonly BalanceResource[], currency: string): BalanceResource | null {
  const rank = (balance: BalanceResource) => {
    const index = BALANCE_PREFERENCE.indexOf(balance.balance_type);
    return index === -1 ? BALANCE_PREFERENCE.length : index;
  };
  const inCurrency = balances.filter((balance) => balance.balance_amount.currency.toUpperCase() === currency);
  const candidates = inCurrency.length > 0 ? inCurrency : balances;
  return [...candidates].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

function balanceTime(balance: BalanceResource): string | null {
  if (balance.last_change_date_time) {
    const time = Date.parse(balance.last_change_date_time);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  if (balance.reference_date && /^\d{4}-\d{2}-\d{2}$/.test(balance.reference_date)) {
    return `${balance.reference_date}T00:00:00.000Z`;
  }
  return null;
}

/** A balance the bank wrote in a way no amount reads is left unknown rather than failing the account. */
function balanceInCents(balance: BalanceResource): number | null {
  try {
    return amountInCents(balance.balance_amount.amount);
  } catch {
    return null;
  }
}

function accountNumber(resource: AccountResource): string | null {
  return resource.account_id?.iban ?? resource.account_id?.other?.identification ?? null;
}

/**
 * The account as the sync sees it. Its id is the identification hash, which Enable Banking keeps the same
 * across sessions, so that a new authorisation finds every link again; the uid changes with each session.
 */
export function remoteAccountOf(
  resource: AccountResource,
  balances: readonly BalanceResource[],
  institution: string | null,
): RemoteAccount {
  const currency = (resource.currency ?? '').trim().toUpperCase();
  const number = accountNumber(resource);
  const label = [resource.details, resource.product, resource.name].map((part) => part?.trim()).find(Boolean);
  const ending = number ? `…${number.replace(/\s+/g, '').slice(-4)}` : null;
  const name = label ? (ending ? `${label} (${ending})` : label) : (number ?? resource.uid ?? 'Bank account');
  const balance = preferredBalance(balances, currency);
  const balanceCents = balance ? balanceInCents(balance) : null;
  return {
    id: resource.identification_hash ?? resource.uid ?? '',
    name,
    currency,
    balanceCents,
    balanceAt: balance && balanceCents !== null ? balanceTime(balance) : null,
    institution: resource.account_servicer?.name?.trim() || institution,
  };
}

const BOOKED = new Set(['BOOK']);
const PENDING = new Set(['PDNG', 'HOLD']);

function isDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** Booked, pending, or null for what never moved money (cancelled, rejected, only scheduled). */
function pendingOf(resource: TransactionResource): boolean | null {
  if (BOOKED.has(resource.status)) return false;
  if (PENDING.has(resource.status)) return true;
  if (resource.status === 'OTHR') return !isDate(resource.booking_date);
  return null;
}

/**
 * One transaction as the sync sees it, or null when it moved no money or carries no date. The sign comes
 * from the credit/debit indicator (banks write the amount itself unsigned or signed alike); the payee is
 * the other side: the creditor of money out, the debtor of money in.
 */
export function remoteTransactionOf(resource: TransactionResource): Omit<RemoteTransaction, 'id'> | null {
  const pending = pendingOf(resource);
  if (pending === null) return null;
  const dates = pending
    ? [resource.transaction_date, resource.value_date, resource.booking_date]
    : [resource.booking_date, resource.value_date, resource.transaction_date];
  const date = dates.find(isDate);
  if (!date) return null;
  const cents = amountInCents(resource.transaction_amount.amount);
  const indicator = resource.credit_debit_indicator;
  const amountCents =
    indicator === 'DBIT' ? -Math.abs(cents) : indicator === 'CRDT' ? Math.abs(cents) : cents === 0 ? 0 : cents;
  const other = amountCents < 0 || indicator === 'DBIT' ? resource.creditor : resource.debtor;
  const payee = other?.name?.trim() || null;
  const remittance = (resource.remittance_information ?? []).map((line) => line.trim()).filter(Boolean);
  const description =
    remittance.join(' ') || payee || resource.bank_transaction_code?.description?.trim() || resource.note?.trim() || '';
  return { date, amountCents, description, payee, pending };
}

/**
 * The transaction's id: the bank's entry reference (unique and lasting within the account), else the
 * transaction id, else a digest of what it says, numbered among identical ones so that two genuine twins
 * keep two ids.
 */
export function transactionIdsOf(
  resources: readonly TransactionResource[],
  mapped: readonly (Omit<RemoteTransaction, 'id'> | null)[],
): string[] {
  const seen = new Map<string, number>();
  return resources.map((resource, index) => {
    const given = resource.entry_reference?.trim() || resource.transaction_id?.trim();
    if (given) return given;
    const transaction = mapped[index];
    const digest = crypto
      .createHash('sha256')
      .update(
        JSON.stringify([
          transaction?.pending,
          transaction?.date,
          transaction?.amountCents,
          transaction?.description,
          transaction?.payee,
        ]),
      )
      .digest('base64url')
      .slice(0, 22);
    const count = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, count);
    return `digest:${digest}:${count}`;
  });
}
