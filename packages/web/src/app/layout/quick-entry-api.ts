import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionSchema, type QuickTransactionRequest, apiRoutes } from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { invalidateLedger } from '../../api/ledger';

/** A payment from the user's default account (the server adds it) to a Quick Entry third party. */
export function useQuickTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: QuickTransactionRequest) =>
      apiRequest(apiRoutes.transactions.quick, transactionSchema, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
