import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mergeResultSchema,
  type PatchCategoryRequest,
  type SaveCategoryRequest,
  type SaveSubcategoryRequest,
  apiRoutes,
} from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { invalidateLedger } from '../../api/ledger';

const savedSchema = z.object({ id: z.number(), name: z.string() });

/** Every category write changes pickers, account defaults and amounts elsewhere: the whole ledger reloads. */
function useLedgerMutation<TRequest, TResult>(mutationFn: (request: TRequest) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateLedger(queryClient) });
}

export function useSaveCategory() {
  return useLedgerMutation((request: SaveCategoryRequest) =>
    apiRequest(apiRoutes.categories.saveCategory, savedSchema, { body: request }),
  );
}

export function useSaveSubcategory() {
  return useLedgerMutation((request: SaveSubcategoryRequest) =>
    apiRequest(apiRoutes.categories.saveSubcategory, savedSchema, { body: request }),
  );
}

/** Soft delete (deletedFlag true) or restore of a category or subcategory. */
export function useSetCategoryDeleted() {
  return useLedgerMutation((request: PatchCategoryRequest) =>
    apiRequest(apiRoutes.categories.changeCategory, z.null(), { body: request }),
  );
}

export function useMergeSubcategory() {
  return useLedgerMutation(({ sourceId, targetId }: { sourceId: number; targetId: number }) =>
    apiRequest(apiRoutes.categories.mergeSubcategory, mergeResultSchema, { params: { id: sourceId, targetId } }),
  );
}
