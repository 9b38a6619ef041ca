import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { apiRequest, callEndpoint } from '../../api/client';
import { invalidateLedger, invalidateLedgerAfterDelete, ledgerKeys } from '../../api/ledger';
import { LOOKAHEAD_LIMIT, lookaheadPage, nextPageOffset, type TransactionPage } from '../../api/paging';
import type { BudgetSaveBody } from './budget-draft';

/**
 * Under the ledger's budgets key, beside the list the pickers and the side panel read: a transaction
 * saved anywhere changes what a period used, so every ledger write refreshes these too.
 */
export const budgetKeys = {
  all: ledgerKeys.budgets(),
  detail: (id: number) => [...budgetKeys.all, 'detail', id] as const,
  period: (id: number, periodNumber: number) => [...budgetKeys.all, 'period', id, periodNumber] as const,
  trend: (budgetTypeId: number, budgetId: number) => [...budgetKeys.all, 'trend', budgetTypeId, budgetId] as const,
};

export function budgetQuery(id: number) {
  return queryOptions({
    queryKey: budgetKeys.detail(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.budgets.get, { params: { id } })).data,
  });
}

/**
 * The transactions with a line naming the budget in one period, newest first, a page at a time: a busy
 * period never arrives (or renders) all at once.
 */
export function budgetPeriodTransactionsQuery(id: number, periodNumber: number) {
  return infiniteQueryOptions({
    queryKey: budgetKeys.period(id, periodNumber),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<TransactionPage> => {
      const call = { params: { id, periodNumber }, query: { limitResultCount: LOOKAHEAD_LIMIT, offset: pageParam } };
      return lookaheadPage((await callEndpoint(apiEndpoints.budgets.periodTransactions, call)).data);
    },
    getNextPageParam: (lastPage, _pages, lastOffset) => nextPageOffset(lastPage, lastOffset),
  });
}

/** The share of each period used, from the first period to the current one. */
export function budgetTrendQuery(budgetTypeId: number, budgetId: number) {
  return queryOptions({
    queryKey: budgetKeys.trend(budgetTypeId, budgetId),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.budgets.report, {
          body: { budgetTypeId, budgetId },
        })
      ).data,
  });
}

export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    // The body leaves empty fields out (budget-draft.ts), so that the server's answer names the missing one: it
    // goes unchecked by the body's type, through the route and the answer's schema of the same endpoint.
    mutationFn: (body: BudgetSaveBody) =>
      apiRequest(apiEndpoints.budgets.save, apiEndpoints.budgets.save.response, { body }),
    onSuccess: ({ data }) => {
      // The answer is the budget as saved: the view shows it at once while the rest reloads.
      queryClient.setQueryData(budgetKeys.detail(data.id), data);
      return invalidateLedger(queryClient);
    },
  });
}

export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.budgets.remove, { params: { id } }),
    onSuccess: (_answer, id) =>
      invalidateLedgerAfterDelete(queryClient, [budgetKeys.detail(id), [...budgetKeys.all, 'period', id]]),
  });
}
