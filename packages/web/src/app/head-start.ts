import { apiRoutes, type ApiRoute } from '@hearth/contract';
import { apiRequest, type ApiSuccess, type DataSchema } from '../api/client';
import { evaluateSession, nowInSeconds } from '../lib/session/session-logic';
import { readStoredAuth } from '../lib/session/session-storage';
import { dashboardCalls } from '../features/dashboard/dashboard-calls';
import { FAVOURITE_ACCOUNTS_FILTER } from './layout/side-panel-calls';

/** An answer taken as it came: its schema arrives with the signed-in code, which checks it then. */
const uncheckedData: DataSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

type Answer = Promise<ApiSuccess<unknown>>;

/** The calls a visit with a kept session needs first, sent before the code that asks for them arrived. */
export interface HeadStart {
  /** The side panel's, on every signed-in page. */
  user: Answer;
  favouriteAccounts: Answer;
  budgets: Answer;
  investments: Answer;
  /** The dashboard's, when the visit opens on it. */
  dashboard: {
    recentTransactions: Answer;
    upcomingPayments: Answer;
    /** The default account's balance charts, when the user has a default account. */
    balances: { accountId: number; history: Answer; forecast: Answer } | null;
  } | null;
}

/**
 * Sends the first calls of the signed-in frame (and of the dashboard) as soon as the kept session is
 * read, with its token: they then run while the signed-in code loads, instead of after it has loaded and
 * drawn. The requests are the ones the pages' queries send (head-start.test.ts holds them to it);
 * head-start-adoption.ts hands the answers to those queries.
 */
export function startSignedInCalls(token: string, opensDashboard: boolean, defaultAccountId: number | null): HeadStart {
  const send = ({ route, body }: { route: ApiRoute; body?: unknown }) => {
    const answer = apiRequest(route, uncheckedData, { token, body });
    // A refusal is the adopting query's to report; unadopted (the visit moved on), it is of no interest.
    answer.catch(() => undefined);
    return answer;
  };
  return {
    user: send({ route: apiRoutes.user.get }),
    favouriteAccounts: send({
      route: apiRoutes.accounts.list,
      body: { includeBalances: true, ...FAVOURITE_ACCOUNTS_FILTER },
    }),
    budgets: send({ route: apiRoutes.budgets.list }),
    investments: send({ route: apiRoutes.investments.list }),
    dashboard: opensDashboard
      ? {
          recentTransactions: send(dashboardCalls.recentTransactions()),
          upcomingPayments: send(dashboardCalls.upcomingPayments()),
          balances:
            defaultAccountId === null
              ? null
              : {
                  accountId: defaultAccountId,
                  history: send(dashboardCalls.balanceHistory(defaultAccountId)),
                  forecast: send(dashboardCalls.balanceForecast(defaultAccountId)),
                },
        }
      : null,
  };
}

let started: HeadStart | null = null;

/**
 * Run by the page's first script (head-start-main.ts), before React and the first page's libraries have
 * been evaluated: with a kept session, the first calls go out and the signed-in frame starts loading
 * (with the dashboard and its chart, when the visit opens on it), instead of after the first render.
 */
export function startForStoredSession(pathname: string): void {
  const session = evaluateSession(readStoredAuth(window.localStorage), nowInSeconds());
  if (session.status !== 'signed-in') return;
  const { defaultAccountId } = session.claims;
  const opensDashboard = pathname === '/';
  // The code first: the browser fetches six files at a time, and the code has more to do once it arrives.
  // Only a head start: the pages' own imports meet a failed load and show it.
  const ignoreFailure = () => undefined;
  import('./layout/app-layout').catch(ignoreFailure);
  if (opensDashboard) {
    import('../features/dashboard/dashboard-page').catch(ignoreFailure);
    if (defaultAccountId !== null) import('../features/dashboard/balance-chart').catch(ignoreFailure);
  }
  started = startSignedInCalls(session.token, opensDashboard, defaultAccountId);
}

/** The calls sent ahead, once: whoever takes them hands them to the queries. */
export function takeHeadStart(): HeadStart | null {
  const taken = started;
  started = null;
  return taken;
}
