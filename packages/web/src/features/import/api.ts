import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type ConfirmImportRequest,
  type CsvLayout,
  type ImportDateOrder,
  type ImportDecision,
  type ImportPreview,
  type ImportRowChoice,
  type ImportRule,
  Messages,
  type SaveImportRuleRequest,
} from '@hearth/contract';
import { addressOf, ApiError, callEndpoint, errorMessage, reportRefusedToken } from '../../api/client';
import { invalidateLedger, ledgerKeys } from '../../api/ledger';
import { useSession } from '../../lib/session/session-context';
import { sendWithProgress, type UploadProgress } from './upload-request';

/**
 * Rules name accounts, subcategories, budgets and tags, and a confirmed import's counts follow the
 * ledger: under the ledger's key, every ledger write refreshes them. A kept preview is read once (it can
 * be tens of thousands of rows) and changed in place as its choices are saved.
 */
export const importKeys = {
  rules: () => [...ledgerKeys.all, 'import-rules'] as const,
  confirmed: () => [...ledgerKeys.all, 'confirmed-imports'] as const,
  preview: (importId: string) => ['import-preview', importId] as const,
};

/** Saves of one preview's choices and its confirmation run one after another, in the order they were asked. */
const choicesScope = (importId: string) => ({ id: `import-choices ${importId}` });

/** A preview kept on the server, as a reload or a return to /import?batch=… reads it. */
export function importPreviewQuery(importId: string) {
  return queryOptions({
    queryKey: importKeys.preview(importId),
    queryFn: async () => (await callEndpoint(apiEndpoints.imports.get, { params: { importId } })).data,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The preview with some rows' kept choices put in place of their earlier ones. */
function withChoices(preview: ImportPreview, saved: ImportRowChoice[]): ImportPreview {
  const byRow = new Map(preview.choices.map((choice) => [choice.rowNumber, choice]));
  for (const choice of saved) byRow.set(choice.rowNumber, choice);
  return { ...preview, choices: [...byRow.values()].sort((a, b) => a.rowNumber - b.rowNumber) };
}

/** Keeps choices for some rows on the server; the kept preview takes the answer (what each row books). */
export function useSaveChoices(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: choicesScope(importId),
    mutationFn: async (rows: ImportDecision[]) =>
      (await callEndpoint(apiEndpoints.imports.saveChoices, { params: { importId }, body: { rows } })).data,
    onSuccess: (saved) =>
      queryClient.setQueryData<ImportPreview>(importKeys.preview(importId), (preview) =>
        preview ? withChoices(preview, saved) : preview,
      ),
  });
}

export function confirmedImportsQuery() {
  return queryOptions({
    queryKey: importKeys.confirmed(),
    queryFn: async () => (await callEndpoint(apiEndpoints.imports.confirmed)).data,
  });
}

/** Takes a confirmed import back: its transactions go, the ones it matched are unlinked. */
export function useTakeBackImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => callEndpoint(apiEndpoints.imports.takeBack, { params: { id: importId } }),
    onSettled: () => invalidateLedger(queryClient),
  });
}

/** The same, for the Undo of the confirmation's toast: answers the words to show, or throws the reason. */
export async function takeBackImport(queryClient: QueryClient, importId: string): Promise<string> {
  try {
    return (await callEndpoint(apiEndpoints.imports.takeBack, { params: { id: importId } })).description;
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  } finally {
    await invalidateLedger(queryClient);
  }
}

export function importRulesQuery() {
  return queryOptions({
    queryKey: importKeys.rules(),
    queryFn: async () => (await callEndpoint(apiEndpoints.imports.rules)).data,
  });
}

export interface StatementUpload {
  accountId: number;
  /** One file, or several of the account read as one statement. */
  files: File[];
  onProgress: (progress: UploadProgress) => void;
}

/** Uploads bank files (one, or several read as one statement) and answers the preview; nothing is written to the ledger until Confirm Match. */
export function useUploadStatement() {
  const { session } = useSession();
  const token = session.status === 'signed-in' ? session.token : null;
  return useMutation({
    mutationFn: async ({ accountId, files, onProgress }: StatementUpload): Promise<ImportPreview> => {
      const form = new FormData();
      form.append('accountId', String(accountId));
      for (const file of files) form.append('formFile', file, file.name);
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

/** Reads the preview's QIF file again with the date order chosen among those the file leaves open. */
export function useChangeDateOrder() {
  return useMutation({
    mutationFn: async ({ importId, dateOrder }: { importId: string; dateOrder: ImportDateOrder }) =>
      (await callEndpoint(apiEndpoints.imports.dateOrder, { params: { importId }, body: { dateOrder } })).data,
  });
}

/** Confirm Match, after the choices still being saved. */
export function useConfirmImport(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: choicesScope(importId),
    mutationFn: (request: ConfirmImportRequest) =>
      callEndpoint(apiEndpoints.imports.confirm, { params: { importId }, body: request }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: importKeys.preview(importId) });
      return invalidateLedger(queryClient);
    },
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

/**
 * Saves the rules' order (every rule once, the first to apply first). The list shows the new order at
 * once and takes the server's answer; a refused order goes back to the one kept.
 */
export function useOrderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleIds: number[]) => callEndpoint(apiEndpoints.imports.orderRules, { body: { ruleIds } }),
    onMutate: async (ruleIds) => {
      await queryClient.cancelQueries({ queryKey: importKeys.rules() });
      queryClient.setQueryData<ImportRule[]>(importKeys.rules(), (rules) =>
        rules
          ?.map((rule) => ({ ...rule, position: ruleIds.indexOf(rule.id) + 1 }))
          .sort((a, b) => a.position - b.position),
      );
    },
    onSuccess: ({ data }) => queryClient.setQueryData(importKeys.rules(), data),
    onError: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
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
