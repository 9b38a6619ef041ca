import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSchema, transactionSchema, type SaveAccountRequest, apiRoutes } from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { invalidateLedger, invalidateLedgerAfterDelete, ledgerKeys } from '../../api/ledger';

/** How far back and how many rows the editor's Recent Transactions list reads. */
export const RECENT_DAYS = 365;
export const RECENT_COUNT = 10;

export const accountFeatureKeys = {
  recentTransactions: (accountId: number) => [...ledgerKeys.transactions(), 'account-recent', accountId] as const,
};

export function accountRecentTransactionsQuery(accountId: number) {
  return queryOptions({
    queryKey: accountFeatureKeys.recentTransactions(accountId),
    queryFn: async () =>
      (
        await apiRequest(apiRoutes.transactions.list, z.array(transactionSchema), {
          body: { accountId, historicDaysFromNow: RECENT_DAYS, limitResultCount: RECENT_COUNT },
        })
      ).data,
  });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAccountRequest) => apiRequest(apiRoutes.accounts.save, accountSchema, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(apiRoutes.accounts.remove, z.null(), { params: { id } }),
    onSuccess: (_answer, id) =>
      invalidateLedgerAfterDelete(queryClient, [
        ledgerKeys.account(id),
        accountFeatureKeys.recentTransactions(id),
        [...ledgerKeys.transactions(), 'account', id],
      ]),
  });
}
