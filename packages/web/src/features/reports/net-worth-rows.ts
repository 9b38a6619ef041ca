import type { NetWorthReportPoint } from './api';

/** A month of the net worth chart: the total, investments when the server sends them, and each account. */
export interface NetWorthRow {
  month: string;
  displayLabel: string;
  date: string;
  total: number;
  investments: number | null;
  /** Holdings held then without a price: left out of `investments` and `total`. */
  unpricedHoldings: number;
  /** Balances by account id. */
  balances: Record<number, number>;
}

export interface NetWorthAccount {
  accountId: number;
  name: string;
}

/** The accounts that appear in any month, in the order the server first lists them. */
export function netWorthAccounts(points: readonly NetWorthReportPoint[]): NetWorthAccount[] {
  const seen = new Map<number, string>();
  for (const point of points)
    for (const account of point.accounts) if (!seen.has(account.accountId)) seen.set(account.accountId, account.name);
  return [...seen].map(([accountId, name]) => ({ accountId, name }));
}

export function netWorthRows(points: readonly NetWorthReportPoint[]): NetWorthRow[] {
  return [...points]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((point) => ({
      month: point.month,
      displayLabel: point.displayLabel,
      date: point.date,
      total: point.total,
      investments: point.investments ?? null,
      unpricedHoldings: point.unpricedHoldings ?? 0,
      balances: Object.fromEntries(point.accounts.map((account) => [account.accountId, account.balance])),
    }));
}

/** Whether to draw and list investments: only once some month has a value for them. */
export function hasInvestments(rows: readonly NetWorthRow[]): boolean {
  return rows.some((row) => row.investments !== null && row.investments !== 0);
}

/** How net worth moved between the first month and the last, like for like. */
export interface NetWorthChange {
  /** Cents-exact dollars, never below zero; `up` says which way. */
  amount: number;
  up: boolean;
  /**
   * Whether investments are part of the comparison. When a holding had no price at either end, comparing
   * totals would count its first price as a gain: then only the bank accounts are compared.
   */
  withInvestments: boolean;
}

const cents = (amount: number) => Math.round(amount * 100);

export function netWorthChange(first: NetWorthRow, last: NetWorthRow): NetWorthChange {
  const withInvestments = first.unpricedHoldings === 0 && last.unpricedHoldings === 0;
  const worth = (row: NetWorthRow) => cents(row.total) - (withInvestments ? 0 : cents(row.investments ?? 0));
  const change = worth(last) - worth(first);
  return { amount: Math.abs(change) / 100, up: change >= 0, withInvestments };
}
