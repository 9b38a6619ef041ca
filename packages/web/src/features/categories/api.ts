import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type PatchCategoryRequest,
  type SaveCategoryRequest,
  type SaveSubcategoryRequest,
} from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger } from '../../api/ledger';

/** Every category write changes pickers, account defaults and amounts elsewhere: the whole ledger reloads. */
function useLedgerMutation<TRequest, TResult>(mutationFn: (request: TRequest) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateLedger(queryClient) });
}

export function useSaveCategory() {
  return useLedgerMutation((request: SaveCategoryRequest) =>
    callEndpoint(apiEndpoints.categories.saveCategory, { body: request }),
  );
}

export function useSaveSubcategory() {
  return useLedgerMutation((request: SaveSubcategoryRequest) =>
    callEndpoint(apiEndpoints.categories.saveSubcategory, { body: request }),
  );
}

/** Soft delete (deletedFlag true) or restore of a category or subcategory. */
export function useSetCategoryDeleted() {
  return useLedgerMutation((request: PatchCategoryRequest) =>
    callEndpoint(apiEndpoints.categories.changeCategory, { body: request }),
  );
}

export function useMergeSubcategory() {
  return useLedgerMutation(({ sourceId, targetId }: { sourceId: number; targetId: number }) =>
    callEndpoint(apiEndpoints.categories.mergeSubcategory, { params: { id: sourceId, targetId } }),
  );
}
