import { queryOptions } from '@tanstack/react-query';
import {
  apiEndpoints,
  type CategoriesOverTimeRequest,
  type CategoryAmountRequest,
  type MonthsRequest,
  type NetWorthPoint,
} from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';
import type { BalanceTrend } from './balance-trend-query';

/**
 * Under the ledger's key: every write of a transaction, schedule or scenario moves what a report shows, and
 * a heartbeat change reloads them all.
 */
export const reportKeys = {
  all: [...ledgerKeys.all, 'reports'] as const,
  balance: (trend: BalanceTrend, accountId: number, days: number, scenarioId: number | null) =>
    [...reportKeys.all, 'balance', trend, accountId, days, scenarioId] as const,
  categoryAmount: (request: CategoryAmountRequest) => [...reportKeys.all, 'category-amount', request] as const,
  categoriesOverTime: (request: CategoriesOverTimeRequest) =>
    [...reportKeys.all, 'categories-over-time', request] as const,
  netWorth: (months: number) => [...reportKeys.all, 'net-worth', months] as const,
  cashFlow: (request: MonthsRequest) => [...reportKeys.all, 'cash-flow', request] as const,
  scenarios: () => [...reportKeys.all, 'scenarios'] as const,
};

/** An account's balance day by day: the last N days, or the next N with the scheduled payments (and a scenario's). */
export function balanceTrendQuery(trend: BalanceTrend, accountId: number, days: number, scenarioId: number | null) {
  return queryOptions({
    queryKey: reportKeys.balance(trend, accountId, days, scenarioId),
    queryFn: async () =>
      trend === 'history'
        ? (await callEndpoint(apiEndpoints.reports.balanceHistory, { body: { accountId, historicDays: days } })).data
        : (
            await callEndpoint(apiEndpoints.reports.balanceForecast, {
              body: { accountId, historicDaysFromNow: days, scenarioId },
            })
          ).data,
    // A failed balance report shows an empty chart at once (spec section 8) rather than after retries.
    retry: false,
  });
}

export function categoryAmountQuery(request: CategoryAmountRequest) {
  return queryOptions({
    queryKey: reportKeys.categoryAmount(request),
    queryFn: async () => (await callEndpoint(apiEndpoints.reports.categoryAmount, { body: request })).data,
  });
}

export function categoriesOverTimeQuery(request: CategoriesOverTimeRequest) {
  return queryOptions({
    queryKey: reportKeys.categoriesOverTime(request),
    queryFn: async () => (await callEndpoint(apiEndpoints.reports.categoriesOverTime, { body: request })).data,
  });
}

/** A month of the net worth report, as the rows read it: they draw the bank accounts without `investments` too. */
export type NetWorthReportPoint = Omit<NetWorthPoint, 'investments'> & { investments?: number | null };

export function netWorthQuery(months: number) {
  return queryOptions({
    queryKey: reportKeys.netWorth(months),
    queryFn: async () => (await callEndpoint(apiEndpoints.reports.netWorth, { body: { months } })).data,
  });
}

export function cashFlowQuery(request: MonthsRequest) {
  return queryOptions({
    queryKey: reportKeys.cashFlow(request),
    queryFn: async () => (await callEndpoint(apiEndpoints.reports.cashFlow, { body: request })).data,
  });
}

/** The family's scenarios, for the balance trend's Use Scenario. */
export function scenarioChoicesQuery() {
  return queryOptions({
    queryKey: reportKeys.scenarios(),
    queryFn: async () => (await callEndpoint(apiEndpoints.scenarios.list)).data,
  });
}
