import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  applyRuleResultSchema,
  importPreviewSchema,
  importResultSchema,
  importRuleSchema,
  Messages,
  ruleTestResultSchema,
  type ConfirmImportRequest,
  type CsvLayout,
  type ImportPreview,
  type SaveImportRuleRequest,
  apiRoutes,
} from '@hearth/contract';
import { addressOf, ApiError, apiRequest, reportRefusedToken } from '../../api/client';
import { invalidateLedger, ledgerKeys } from '../../api/ledger';
import { useSession } from '../../lib/session/session-context';
import { sendWithProgress, type UploadProgress } from './upload-request';

/** Rules name accounts, subcategories, budgets and tags: under the ledger's key, every ledger write refreshes them. */
export const importKeys = {
  rules: () => [...ledgerKeys.all, 'import-rules'] as const,
};

export function importRulesQuery() {
  return queryOptions({
    queryKey: importKeys.rules(),
    queryFn: async () => (await apiRequest(apiRoutes.imports.rules, z.array(importRuleSchema))).data,
  });
}

export interface StatementUpload {
  accountId: number;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** Uploads a bank file and answers its preview; nothing is written to the ledger until Confirm Match. */
export function useUploadStatement() {
  const { session } = useSession();
  const token = session.status === 'signed-in' ? session.token : null;
  return useMutation({
    mutationFn: async ({ accountId, file, onProgress }: StatementUpload): Promise<ImportPreview> => {
      const form = new FormData();
      form.append('accountId', String(accountId));
      form.append('formFile', file, file.name);
      const outcome = await sendWithProgress(
        addressOf(apiRoutes.imports.preview, { params: { id: accountId } }),
        form,
        token,
        onProgress,
      );
      // An ended session: the one message and the way back after signing in again, as for any other call.
      if (outcome.status === 401 && token) reportRefusedToken(token);
      if (!outcome.ok) throw new ApiError(outcome);
      const parsed = importPreviewSchema.safeParse(outcome.data);
      if (!parsed.success)
        throw new ApiError({ message: Messages.unhandled, status: outcome.status, description: null });
      return parsed.data;
    },
  });
}

/** Reads the preview's CSV file again with other columns; the server remembers them for the account. */
export function useChangeLayout() {
  return useMutation({
    mutationFn: async ({ importId, layout }: { importId: string; layout: CsvLayout }) =>
      (await apiRequest(apiRoutes.imports.layout, importPreviewSchema, { params: { importId }, body: { layout } }))
        .data,
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, request }: { importId: string; request: ConfirmImportRequest }) =>
      apiRequest(apiRoutes.imports.confirm, importResultSchema, { params: { importId }, body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDiscardImport() {
  return useMutation({
    mutationFn: (importId: string) => apiRequest(apiRoutes.imports.discard, z.null(), { params: { importId } }),
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SaveImportRuleRequest) =>
      apiRequest(apiRoutes.imports.saveRule, importRuleSchema, { body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(apiRoutes.imports.removeRule, z.null(), { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

/** Which existing transactions a rule (saved or not) takes; nothing is changed. */
export function useTestRule() {
  return useMutation({
    mutationFn: async (rule: SaveImportRuleRequest) =>
      (await apiRequest(apiRoutes.imports.testRule, ruleTestResultSchema, { body: rule })).data,
  });
}

export function useApplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, transactionIds }: { ruleId: number; transactionIds: number[] }) =>
      apiRequest(apiRoutes.imports.applyRule, applyRuleResultSchema, {
        params: { id: ruleId },
        body: { transactionIds },
      }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
