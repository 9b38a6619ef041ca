import { queryOptions } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';
import { BALANCE_DAYS, dashboardCalls, RECENT_FETCHED, UPCOMING_FETCHED, type BalanceKind } from './dashboard-calls';

export {
  BALANCE_DAYS,
  RECENT_FETCHED,
  RECENT_SHOWN,
  UPCOMING_FETCHED,
  UPCOMING_SHOWN,
  type BalanceKind,
} from './dashboard-calls';

/** Under the ledger's key: every write of a transaction or a schedule moves balances and due payments. */
export const dashboardKeys = {
  recentTransactions: () => [...ledgerKeys.transactions(), 'dashboard-recent', RECENT_FETCHED] as const,
  balance: (kind: BalanceKind, accountId: number) =>
    [...ledgerKeys.all, 'dashboard-balance', kind, accountId, BALANCE_DAYS] as const,
  upcoming: () => [...ledgerKeys.all, 'dashboard-upcoming', UPCOMING_FETCHED] as const,
};

export function recentTransactionsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.recentTransactions(),
    queryFn: async () =>
      (await callEndpoint(apiEndpoints.transactions.list, { body: dashboardCalls.recentTransactions().body })).data,
  });
}

/** The default account's balance, day by day: the last 14 days (history) or the next 14 (forecast). */
export function balanceReportQuery(kind: BalanceKind, accountId: number) {
  return queryOptions({
    queryKey: dashboardKeys.balance(kind, accountId),
    queryFn: async () =>
      kind === 'history'
        ? (
            await callEndpoint(apiEndpoints.reports.balanceHistory, {
              body: dashboardCalls.balanceHistory(accountId).body,
            })
          ).data
        : (
            await callEndpoint(apiEndpoints.reports.balanceForecast, {
              body: dashboardCalls.balanceForecast(accountId).body,
            })
          ).data,
  });
}

/** The next payment due of each schedule, soonest (overdue) first. */
export function upcomingPaymentsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.upcoming(),
    queryFn: async () =>
      (await callEndpoint(apiEndpoints.schedules.upcoming, { body: dashboardCalls.upcomingPayments().body })).data,
  });
}
