import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type QuickTransactionRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger } from '../../api/ledger';

/** A payment from the user's default account (the server adds it) to a Quick Entry third party. */
export function useQuickTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: QuickTransactionRequest) => callEndpoint(apiEndpoints.transactions.quick, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
