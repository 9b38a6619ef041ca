import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { apiEndpoints, Messages } from '@hearth/contract';
import { ApiError, type ApiSuccess, type DataSchema } from '../api/client';
import { accountsQuery, budgetsQuery } from '../api/ledger';
import { currentUserQuery } from '../api/user';
import { balanceReportQuery, recentTransactionsQuery, upcomingPaymentsQuery } from '../features/dashboard/api';
import { investmentsQuery } from '../features/investments/api';
import type { HeadStart } from './head-start';
import { FAVOURITE_ACCOUNTS_FILTER } from './layout/side-panel-calls';

/** The answer's data once its schema has checked it, as callEndpoint would have returned it. */
async function checked<T>(answer: Promise<ApiSuccess<unknown>>, schema: DataSchema<T>, call: string): Promise<T> {
  const { data } = await answer;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected data from ${call}`, parsed.error.issues);
    throw new ApiError({ message: Messages.unhandled, status: 200, description: null });
  }
  return parsed.data;
}

/**
 * Makes the query's first fetch wait for the answer already on its way, checked with the endpoint's
 * schema; a retry (the client's defaults decide, as for the query's own fetch) and every later fetch call
 * the server as the query itself does.
 */
function adopt<T, K extends QueryKey>(
  queryClient: QueryClient,
  query: { queryKey: K; queryFn?: unknown },
  answer: Promise<ApiSuccess<unknown>>,
  endpoint: { method: string; path: string; response: DataSchema<T> },
): void {
  const ownFetch = query.queryFn as QueryFunction<T, K>;
  let waiting: Promise<ApiSuccess<unknown>> | undefined = answer;
  void queryClient.prefetchQuery<T, Error, T, K>({
    queryKey: query.queryKey,
    queryFn: (context) => {
      const started = waiting;
      waiting = undefined;
      if (!started) return ownFetch(context);
      return checked(started, endpoint.response, `${endpoint.method} ${endpoint.path}`).catch((error: unknown) => {
        // A refused token, answered before the session was listening: asked again, the refusal ends it.
        if (error instanceof ApiError && error.status === 401) return ownFetch(context);
        throw error;
      });
    },
  });
}

/** Hands the answers of the calls sent ahead (head-start.ts) to the queries that would have sent them. */
export function adoptHeadStart(queryClient: QueryClient, started: HeadStart): void {
  adopt(queryClient, currentUserQuery(), started.user, apiEndpoints.user.get);
  adopt(queryClient, accountsQuery(FAVOURITE_ACCOUNTS_FILTER), started.favouriteAccounts, apiEndpoints.accounts.list);
  adopt(queryClient, budgetsQuery(), started.budgets, apiEndpoints.budgets.list);
  adopt(queryClient, investmentsQuery(), started.investments, apiEndpoints.investments.list);
  const { dashboard } = started;
  if (!dashboard) return;
  adopt(queryClient, recentTransactionsQuery(), dashboard.recentTransactions, apiEndpoints.transactions.list);
  adopt(queryClient, upcomingPaymentsQuery(), dashboard.upcomingPayments, apiEndpoints.schedules.upcoming);
  const { balances } = dashboard;
  if (!balances) return;
  const { accountId } = balances;
  adopt(queryClient, balanceReportQuery('history', accountId), balances.history, apiEndpoints.reports.balanceHistory);
  adopt(
    queryClient,
    balanceReportQuery('forecast', accountId),
    balances.forecast,
    apiEndpoints.reports.balanceForecast,
  );
}
