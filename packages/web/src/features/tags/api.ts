import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { tagDetailSchema, tagSchema, type SaveTagRequest, apiRoutes } from '@hearth/contract';
import { apiRequest } from '../../api/client';
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
    queryFn: async () =>
      (await apiRequest(apiRoutes.tags.detailed, z.array(tagSchema), { body: { fromDate, toDate } })).data,
  });
}

export function tagDetailQuery(id: number) {
  return queryOptions({
    queryKey: tagKeys.detail(id),
    queryFn: async () => (await apiRequest(apiRoutes.tags.get, tagDetailSchema, { params: { id } })).data,
  });
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTagRequest) => apiRequest(apiRoutes.tags.save, tagSchema, { body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
