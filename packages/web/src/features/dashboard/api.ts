import { queryOptions } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';

/** The dashboard fetches ten of the family's latest transactions and shows seven (spec section 9). */
export const RECENT_FETCHED = 10;
export const RECENT_SHOWN = 7;
/** Upcoming payments: ten fetched, seven shown (spec section 9). */
export const UPCOMING_FETCHED = 10;
export const UPCOMING_SHOWN = 7;
/** Both balance charts cover 14 days, back from today and ahead of it (spec section 9). */
export const BALANCE_DAYS = 14;

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
      (
        await callEndpoint(apiEndpoints.transactions.list, {
          body: { limitResultCount: RECENT_FETCHED },
        })
      ).data,
  });
}

export type BalanceKind = 'history' | 'forecast';

/** The default account's balance, day by day: the last 14 days (history) or the next 14 (forecast). */
export function balanceReportQuery(kind: BalanceKind, accountId: number) {
  return queryOptions({
    queryKey: dashboardKeys.balance(kind, accountId),
    queryFn: async () =>
      kind === 'history'
        ? (await callEndpoint(apiEndpoints.reports.balanceHistory, { body: { accountId, historicDays: BALANCE_DAYS } }))
            .data
        : (
            await callEndpoint(apiEndpoints.reports.balanceForecast, {
              body: { accountId, historicDaysFromNow: BALANCE_DAYS },
            })
          ).data,
  });
}

/** The next payment due of each schedule, soonest (overdue) first. */
export function upcomingPaymentsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.upcoming(),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.schedules.upcoming, {
          body: { LimitResultCount: UPCOMING_FETCHED },
        })
      ).data,
  });
}
