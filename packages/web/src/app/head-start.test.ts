import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRoutes, Messages } from '@hearth/contract';
import { accountsQuery, budgetsQuery } from '../api/ledger';
import { currentUserQuery } from '../api/user';
import { balanceReportQuery, recentTransactionsQuery, upcomingPaymentsQuery } from '../features/dashboard/api';
import { investmentsQuery } from '../features/investments/api';
import { adoptHeadStart } from './head-start-adoption';
import { startSignedInCalls } from './head-start';
import { FAVOURITE_ACCOUNTS_FILTER } from './layout/side-panel-calls';

/** Every request sent, as `METHOD path body`, answered with `answer(path)` as the envelope's data. */
function serverFake(answer: (path: string) => unknown = () => []) {
  const sent: string[] = [];
  const authorisations: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push(`${init.method} ${path} ${typeof init.body === 'string' ? init.body : ''}`.trim());
      authorisations.push(new Headers(init.headers).get('Authorization'));
      const envelope = { responseState: { isSuccess: true, description: '' }, data: answer(path) };
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return { sent, authorisations };
}

const ownFetch = (query: { queryFn?: unknown }) => (query.queryFn as () => Promise<unknown>)();

beforeEach(() => {
  vi.unstubAllGlobals();
  // The fake's lists do not pass every endpoint's schema: what the queries log of that is no matter here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('the calls sent ahead of a signed-in visit', () => {
  it('are the requests the queries that take them over would send, with the kept token', async () => {
    const ahead = serverFake();
    const started = startSignedInCalls('kept-token', true, 7);
    await Promise.allSettled([started.user, started.favouriteAccounts, started.budgets, started.investments]);
    expect(ahead.authorisations.every((value) => value === 'Bearer kept-token')).toBe(true);

    const own = serverFake();
    await Promise.allSettled(
      [
        currentUserQuery(),
        accountsQuery(FAVOURITE_ACCOUNTS_FILTER),
        budgetsQuery(),
        investmentsQuery(),
        recentTransactionsQuery(),
        upcomingPaymentsQuery(),
        balanceReportQuery('history', 7),
        balanceReportQuery('forecast', 7),
      ].map(ownFetch),
    );
    expect(ahead.sent).toHaveLength(8);
    expect([...ahead.sent].sort()).toEqual([...own.sent].sort());
  });

  it("leave the dashboard's calls out elsewhere, and its charts without a default account", () => {
    const elsewhere = serverFake();
    expect(startSignedInCalls('kept-token', false, 7).dashboard).toBeNull();
    expect(elsewhere.sent).toHaveLength(4);

    const noDefault = serverFake();
    expect(startSignedInCalls('kept-token', true, null).dashboard?.balances).toBeNull();
    expect(noDefault.sent).toHaveLength(6);
  });
});

describe('a query taking over a call sent ahead', () => {
  const key = budgetsQuery().queryKey as QueryKey;
  const budgetsRequest = `${apiRoutes.budgets.list.method} ${apiRoutes.budgets.list.path}`;

  it('gets its answer without asking again, and asks the server itself when fetched once more', async () => {
    const server = serverFake();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    adoptHeadStart(queryClient, startSignedInCalls('kept-token', false, null));
    await expect(queryClient.fetchQuery(budgetsQuery())).resolves.toEqual([]);
    expect(server.sent.filter((request) => request === budgetsRequest)).toHaveLength(1);

    await queryClient.refetchQueries({ queryKey: key });
    expect(server.sent.filter((request) => request === budgetsRequest)).toHaveLength(2);
  });

  it('asks again when the token sent ahead was refused, so that the session hears of it', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        sent.push(path);
        return new Response(JSON.stringify({ responseState: { isSuccess: false, description: 'Log in.' } }), {
          status: 401,
        });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    adoptHeadStart(queryClient, startSignedInCalls('revoked-token', false, null));
    await expect(queryClient.fetchQuery({ queryKey: key })).rejects.toThrow();
    expect(sent.filter((path) => path === apiRoutes.budgets.list.path)).toHaveLength(2);
  });

  it("fails as the query's own call would on an answer its schema refuses", async () => {
    serverFake((path) => (path === apiRoutes.budgets.list.path ? 'not a list' : []));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    adoptHeadStart(queryClient, startSignedInCalls('kept-token', false, null));
    await expect(queryClient.fetchQuery({ queryKey: key })).rejects.toThrow(Messages.unhandled);
  });
});
