import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AccountType,
  apiEndpoints,
  type SaveTransactionRequest,
  type TransactionSearchRequest,
} from '@hearth/contract';
import { callEndpoint, errorMessage } from '../../api/client';
import { invalidateLedger, invalidateLedgerAfterDelete, ledgerKeys } from '../../api/ledger';
import { LOOKAHEAD_LIMIT, lookaheadPage, nextPageOffset, type TransactionPage } from '../../api/paging';

/** Under the ledger's transactions key, so that every ledger write refreshes these lists too. */
export const transactionKeys = {
  all: ledgerKeys.transactions(),
  account: (accountId: number, days: number) => [...transactionKeys.all, 'account', accountId, days] as const,
  detail: (id: number) => [...transactionKeys.all, 'detail', id] as const,
  openUndos: (id: number) => [...transactionKeys.all, 'open-undos', id] as const,
  accountSearch: (request: TransactionSearchRequest) => [...transactionKeys.all, 'account-search', request] as const,
};

/**
 * An account's transactions of the last `days` days, newest first, with the balance after each, a page
 * at a time: long periods of a busy account never arrive (or render) all at once.
 */
export function accountTransactionsQuery(accountId: number, days: number) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.account(accountId, days),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<TransactionPage> => {
      const body = { accountId, historicDaysFromNow: days, limitResultCount: LOOKAHEAD_LIMIT, offset: pageParam };
      return lookaheadPage((await callEndpoint(apiEndpoints.transactions.list, { body })).data);
    },
    getNextPageParam: (lastPage, _pages, lastOffset) => nextPageOffset(lastPage, lastOffset),
  });
}

/** The matches of an account's search over its whole period, on the server, a page at a time. */
export function accountSearchQuery(request: TransactionSearchRequest) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.accountSearch(request),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<TransactionPage> => {
      const body: TransactionSearchRequest = { ...request, limitResultCount: LOOKAHEAD_LIMIT, offset: pageParam };
      return lookaheadPage((await callEndpoint(apiEndpoints.transactions.search, { body })).data);
    },
    getNextPageParam: (lastPage, _pages, lastOffset) => nextPageOffset(lastPage, lastOffset),
  });
}

export function transactionQuery(id: number) {
  return queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.transactions.get, { params: { id } })).data,
  });
}

/**
 * A new transaction filled in from a scheduled payment. Outside the ledger's key and never kept: the draft
 * is read fresh on each opening, and paying it (a ledger write) must not reload a payment no longer due.
 */
export function scheduledTransactionQuery(scheduleId: number, paymentNumber: number) {
  return queryOptions({
    queryKey: ['scheduled-payment', scheduleId, paymentNumber] as const,
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.transactions.scheduledDraft, {
          params: { scheduleId, paymentNumber },
        })
      ).data,
    gcTime: 0,
  });
}

export function useSaveTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTransactionRequest) => callEndpoint(apiEndpoints.transactions.save, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

/** Clears a transaction's reconciled mark so that it can be changed or deleted. */
export function useUnlockTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.transactions.unlock, { params: { id } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(transactionKeys.detail(data.id), data);
      return invalidateLedger(queryClient);
    },
  });
}

/** The bulk updates and merges that changed a transaction and can still be undone, newest first. */
export function openUndosQuery(id: number) {
  return queryOptions({
    queryKey: transactionKeys.openUndos(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.transactions.openUndos, { params: { id } })).data,
  });
}

/**
 * Restores a deleted transaction and reloads the ledger: answers the server's words for the toast, or
 * throws an Error carrying the reason it was refused. Used by the delete toast's Undo, which outlives the page.
 */
export async function restoreDeleted(queryClient: QueryClient, id: number): Promise<string> {
  try {
    const { data, description } = await callEndpoint(apiEndpoints.transactions.restore, { params: { id } });
    queryClient.setQueryData(transactionKeys.detail(id), data);
    return description;
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  } finally {
    await invalidateLedger(queryClient);
  }
}

/** Restore from the deleted transaction's page. */
export function useRestoreTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => restoreDeleted(queryClient, id) });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.transactions.remove, { params: { id } }),
    onSuccess: (_answer, id) => invalidateLedgerAfterDelete(queryClient, [transactionKeys.detail(id)]),
  });
}

/** A third party typed into a picker; it is active so that the picker can offer it at once. */
export function useCreateThirdParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(apiEndpoints.accounts.save, {
        body: { name, accountTypeId: AccountType.ThirdParty, isActive: true },
      }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export interface AttachmentUpload {
  file: File;
  description: string;
}

/** One file to a transaction, one request: the server takes a file per request. */
export function uploadAttachment(transactionId: number, { file, description }: AttachmentUpload) {
  const form = new FormData();
  form.append('description', description);
  form.append('parentId', String(transactionId));
  form.append('formFile', file, file.name);
  return callEndpoint(apiEndpoints.attachments.upload, { params: { transactionId }, body: form });
}

export function useRemoveAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.attachments.remove, { params: { id } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
