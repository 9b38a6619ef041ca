import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type ConfirmImportRequest,
  type CsvLayout,
  type ImportPreview,
  Messages,
  type SaveImportRuleRequest,
} from '@hearth/contract';
import { addressOf, ApiError, callEndpoint, reportRefusedToken } from '../../api/client';
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
    queryFn: async () => (await callEndpoint(apiEndpoints.imports.rules)).data,
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
        addressOf(apiEndpoints.imports.preview, { params: { id: accountId } }),
        form,
        token,
        onProgress,
      );
      // An ended session: the one message and the way back after signing in again, as for any other call.
      if (outcome.status === 401 && token) reportRefusedToken(token);
      if (!outcome.ok) throw new ApiError(outcome);
      const parsed = apiEndpoints.imports.preview.response.safeParse(outcome.data);
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
      (await callEndpoint(apiEndpoints.imports.layout, { params: { importId }, body: { layout } })).data,
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, request }: { importId: string; request: ConfirmImportRequest }) =>
      callEndpoint(apiEndpoints.imports.confirm, { params: { importId }, body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDiscardImport() {
  return useMutation({
    mutationFn: (importId: string) => callEndpoint(apiEndpoints.imports.discard, { params: { importId } }),
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SaveImportRuleRequest) => callEndpoint(apiEndpoints.imports.saveRule, { body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.imports.removeRule, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

/** Which existing transactions a rule (saved or not) takes; nothing is changed. */
export function useTestRule() {
  return useMutation({
    mutationFn: async (rule: SaveImportRuleRequest) =>
      (await callEndpoint(apiEndpoints.imports.testRule, { body: rule })).data,
  });
}

export function useApplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, transactionIds }: { ruleId: number; transactionIds: number[] }) =>
      callEndpoint(apiEndpoints.imports.applyRule, {
        params: { id: ruleId },
        body: { transactionIds },
      }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
