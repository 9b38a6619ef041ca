import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  balanceReportSchema,
  cashFlowRowSchema,
  categoriesOverTimeRowSchema,
  categoryAmountRowSchema,
  netWorthPointSchema,
  scenarioSchema,
  type CategoriesOverTimeRequest,
  type CategoryAmountRequest,
  apiRoutes,
} from '@hearth/contract';
import { apiRequest } from '../../api/client';
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
  cashFlow: (months: number, includeCurrent: boolean) =>
    [...reportKeys.all, 'cash-flow', months, includeCurrent] as const,
  scenarios: () => [...reportKeys.all, 'scenarios'] as const,
};

/** An account's balance day by day: the last N days, or the next N with the scheduled payments (and a scenario's). */
export function balanceTrendQuery(trend: BalanceTrend, accountId: number, days: number, scenarioId: number | null) {
  const request =
    trend === 'history'
      ? { route: apiRoutes.reports.balanceHistory, body: { accountId, historicDays: days } }
      : { route: apiRoutes.reports.balanceForecast, body: { accountId, historicDaysFromNow: days, scenarioId } };
  return queryOptions({
    queryKey: reportKeys.balance(trend, accountId, days, scenarioId),
    queryFn: async () => (await apiRequest(request.route, balanceReportSchema, { body: request.body })).data,
    // A failed balance report shows an empty chart at once (spec section 8) rather than after retries.
    retry: false,
  });
}

export function categoryAmountQuery(request: CategoryAmountRequest) {
  return queryOptions({
    queryKey: reportKeys.categoryAmount(request),
    queryFn: async () =>
      (await apiRequest(apiRoutes.reports.categoryAmount, z.array(categoryAmountRowSchema), { body: request })).data,
  });
}

export function categoriesOverTimeQuery(request: CategoriesOverTimeRequest) {
  return queryOptions({
    queryKey: reportKeys.categoriesOverTime(request),
    queryFn: async () =>
      (await apiRequest(apiRoutes.reports.categoriesOverTime, z.array(categoriesOverTimeRowSchema), { body: request }))
        .data,
  });
}

/**
 * A net worth point. `investments` (the holdings' value, which the total includes) is read as optional, so
 * that the page still draws the bank accounts for a server that does not send it.
 */
export const netWorthReportPointSchema = netWorthPointSchema.extend({ investments: z.number().nullable().optional() });
export type NetWorthReportPoint = z.infer<typeof netWorthReportPointSchema>;

export function netWorthQuery(months: number) {
  return queryOptions({
    queryKey: reportKeys.netWorth(months),
    queryFn: async () =>
      (await apiRequest(apiRoutes.reports.netWorth, z.array(netWorthReportPointSchema), { body: { months } })).data,
  });
}

export function cashFlowQuery(months: number, includeCurrent: boolean) {
  return queryOptions({
    queryKey: reportKeys.cashFlow(months, includeCurrent),
    queryFn: async () =>
      (await apiRequest(apiRoutes.reports.cashFlow, z.array(cashFlowRowSchema), { body: { months, includeCurrent } }))
        .data,
  });
}

/** The family's scenarios, for the balance trend's Use Scenario. */
export function scenarioChoicesQuery() {
  return queryOptions({
    queryKey: reportKeys.scenarios(),
    queryFn: async () => (await apiRequest(apiRoutes.scenarios.list, z.array(scenarioSchema))).data,
  });
}
