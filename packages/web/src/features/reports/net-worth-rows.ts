import type { NetWorthReportPoint } from './api';

/** A month of the net worth chart: the total, investments when the server sends them, and each account. */
export interface NetWorthRow {
  month: string;
  displayLabel: string;
  date: string;
  total: number;
  investments: number | null;
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
      balances: Object.fromEntries(point.accounts.map((account) => [account.accountId, account.balance])),
    }));
}

/** Whether to draw and list investments: only once some month has a value for them. */
export function hasInvestments(rows: readonly NetWorthRow[]): boolean {
  return rows.some((row) => row.investments !== null && row.investments !== 0);
}
