import { apiRoutes } from '@hearth/contract';

/** The dashboard fetches ten of the family's latest transactions and shows seven (spec section 9). */
export const RECENT_FETCHED = 10;
export const RECENT_SHOWN = 7;
/** Upcoming payments: ten fetched, seven shown (spec section 9). */
export const UPCOMING_FETCHED = 10;
export const UPCOMING_SHOWN = 7;
/** Both balance charts cover 14 days, back from today and ahead of it (spec section 9). */
export const BALANCE_DAYS = 14;

export type BalanceKind = 'history' | 'forecast';

/**
 * The calls the dashboard's panels make, without the schemas that check their answers: the panels' queries
 * (api.ts) send them, and a visit that opens on the dashboard sends them before the dashboard's code has
 * arrived (app/head-start.ts).
 */
export const dashboardCalls = {
  recentTransactions: () => ({ route: apiRoutes.transactions.list, body: { limitResultCount: RECENT_FETCHED } }),
  upcomingPayments: () => ({ route: apiRoutes.schedules.upcoming, body: { LimitResultCount: UPCOMING_FETCHED } }),
  balanceHistory: (accountId: number) => ({
    route: apiRoutes.reports.balanceHistory,
    body: { accountId, historicDays: BALANCE_DAYS },
  }),
  balanceForecast: (accountId: number) => ({
    route: apiRoutes.reports.balanceForecast,
    body: { accountId, historicDaysFromNow: BALANCE_DAYS },
  }),
};
