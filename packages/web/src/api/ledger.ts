import { partialMatchKey, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type AccountListRequest, apiEndpoints } from '@hearth/contract';
import { callEndpoint } from './client';

/**
 * Reference data of the ledger that many features read: accounts, categories, tags and budgets.
 * Any ledger write invalidates it all (`invalidateLedger`), and so does a heartbeat change.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: (filter: AccountListRequest) => [...ledgerKeys.all, 'accounts', filter] as const,
  account: (id: number) => [...ledgerKeys.all, 'account', id] as const,
  quickAccounts: () => [...ledgerKeys.all, 'quick-accounts'] as const,
  categories: () => [...ledgerKeys.all, 'categories'] as const,
  tags: (includeDeactivated: boolean) => [...ledgerKeys.all, 'tags', includeDeactivated] as const,
  budgets: () => [...ledgerKeys.all, 'budgets'] as const,
  transactions: () => [...ledgerKeys.all, 'transactions'] as const,
};

export function accountsQuery(filter: AccountListRequest = {}) {
  return queryOptions({
    queryKey: ledgerKeys.accounts(filter),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.accounts.list, {
          body: { includeBalances: true, ...filter },
        })
      ).data,
  });
}

export function accountQuery(id: number) {
  return queryOptions({
    queryKey: ledgerKeys.account(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.accounts.get, { params: { id } })).data,
  });
}

export function quickAccountsQuery() {
  return queryOptions({
    queryKey: ledgerKeys.quickAccounts(),
    queryFn: async () => (await callEndpoint(apiEndpoints.accounts.quick)).data,
  });
}

export function categoriesQuery() {
  return queryOptions({
    queryKey: ledgerKeys.categories(),
    queryFn: async () => (await callEndpoint(apiEndpoints.categories.list)).data,
  });
}

export function tagsQuery(includeDeactivated = false) {
  return queryOptions({
    queryKey: ledgerKeys.tags(includeDeactivated),
    queryFn: async () => (await callEndpoint(apiEndpoints.tags.list, { query: { includeDeactivated } })).data,
  });
}

export function budgetsQuery() {
  return queryOptions({
    queryKey: ledgerKeys.budgets(),
    queryFn: async () => (await callEndpoint(apiEndpoints.budgets.list)).data,
  });
}

/** After any write to the ledger: balances, usages and lists all depend on it. */
export function invalidateLedger(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
}

/**
 * After a delete, while the page that showed the record is still on screen: everything else reloads, but
 * the queries that read the deleted record (its own, and lists of its own such as a budget's periods) are
 * only marked stale. Reloading them would ask for a record that is gone (a 404) in the moment before the
 * page leaves; marked stale, they ask again only if the record's page is opened once more.
 */
export async function invalidateLedgerAfterDelete(
  queryClient: QueryClient,
  deletedKeys: readonly QueryKey[],
): Promise<void> {
  const readsDeleted = (queryKey: QueryKey) => deletedKeys.some((key) => partialMatchKey(queryKey, key));
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => readsDeleted(query.queryKey), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all, predicate: (query) => !readsDeleted(query.queryKey) }),
  ]);
}
