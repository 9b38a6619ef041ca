import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type SaveAccountRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
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
        await callEndpoint(apiEndpoints.transactions.list, {
          body: { accountId, historicDaysFromNow: RECENT_DAYS, limitResultCount: RECENT_COUNT },
        })
      ).data,
  });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAccountRequest) => callEndpoint(apiEndpoints.accounts.save, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.accounts.remove, { params: { id } }),
    onSuccess: (_answer, id) =>
      invalidateLedgerAfterDelete(queryClient, [
        ledgerKeys.account(id),
        accountFeatureKeys.recentTransactions(id),
        [...ledgerKeys.transactions(), 'account', id],
      ]),
  });
}
