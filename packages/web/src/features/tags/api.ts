import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, Messages, type SaveTagRequest } from '@hearth/contract';
import { ApiError, callEndpoint } from '../../api/client';
import { invalidateLedger, ledgerKeys } from '../../api/ledger';

/** Under the ledger's key: tagging a transaction anywhere changes these counts and sums. */
export const tagKeys = {
  all: [...ledgerKeys.all, 'tag-pages'] as const,
  detailed: (fromDate: string | null, toDate: string | null) => [...tagKeys.all, 'detailed', fromDate, toDate] as const,
  detail: (id: number) => [...tagKeys.all, 'detail', id] as const,
};

/** Every tag, deactivated ones included, with its transaction count and sum between two days. */
export function tagsDetailedQuery(fromDate: string | null, toDate: string | null) {
  return queryOptions({
    queryKey: tagKeys.detailed(fromDate, toDate),
    queryFn: async () => (await callEndpoint(apiEndpoints.tags.detailed, { body: { fromDate, toDate } })).data,
  });
}

export function tagDetailQuery(id: number) {
  return queryOptions({
    queryKey: tagKeys.detail(id),
    queryFn: async () => {
      const { data } = await callEndpoint(apiEndpoints.tags.get, { params: { id } });
      // A tag's id answers the tag; only `true` or `false` in its place answers the list of tags.
      if (Array.isArray(data)) throw new ApiError({ message: Messages.unhandled, status: 200, description: null });
      return data;
    },
  });
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTagRequest) => callEndpoint(apiEndpoints.tags.save, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
