import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type BulkUpdateRequest,
  type Transaction,
  type TransactionSearchRequest,
} from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger, ledgerKeys } from '../../api/ledger';

/** Rows per page of results; the next page loads on 'Show more'. */
export const SEARCH_PAGE_SIZE = 100;

/** Under the ledger's key, so every ledger write and heartbeat change refreshes open results. */
export const searchKeys = {
  all: [...ledgerKeys.all, 'transaction-search'] as const,
  results: (request: TransactionSearchRequest) => [...searchKeys.all, request] as const,
  total: (request: TransactionSearchRequest) => [...searchKeys.all, 'total', request] as const,
};

export interface SearchPage {
  transactions: Transaction[];
  /** Whether matches remain past this page. */
  hasMore: boolean;
}

/**
 * The matches of a search, a page at a time. Each call asks for one row more than a page, so that
 * 'Show more' is offered only when there really is more (not after a page that happens to be full).
 */
export function transactionSearchQuery(request: TransactionSearchRequest) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(request),
    queryFn: async ({ pageParam }): Promise<SearchPage> => {
      const body: TransactionSearchRequest = { ...request, limitResultCount: SEARCH_PAGE_SIZE + 1, offset: pageParam };
      const { data } = await callEndpoint(apiEndpoints.transactions.search, { body });
      return { transactions: data.slice(0, SEARCH_PAGE_SIZE), hasMore: data.length > SEARCH_PAGE_SIZE };
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.hasMore ? lastOffset + SEARCH_PAGE_SIZE : undefined),
    // A search is asked for on purpose: show what the server holds now, not a result from a minute ago.
    staleTime: 0,
  });
}

/** What every page of a search finds, totalled by the reports' rule (spending, income, transfers apart). */
export function searchTotalQuery(request: TransactionSearchRequest) {
  return queryOptions({
    queryKey: searchKeys.total(request),
    queryFn: async () => (await callEndpoint(apiEndpoints.transactions.searchTotal, { body: request })).data,
    staleTime: 0,
  });
}

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkUpdateRequest) => callEndpoint(apiEndpoints.transactions.bulkUpdate, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
