import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type AppImportPreview, type AppImportResult, type SourceAppId } from '@hearth/contract';
import { callEndpoint } from '../../api/client';

export interface AppExportUpload {
  file: File;
  /** The app chosen, or null to let the server tell from the file. */
  app: SourceAppId | null;
}

function formOf({ file, app }: AppExportUpload): FormData {
  const form = new FormData();
  form.append('app', app ?? '');
  form.append('formFile', file, file.name);
  return form;
}

/** Sends the export and answers what importing it would create; nothing is written. */
export function usePreviewAppImport() {
  return useMutation({
    mutationFn: async (upload: AppExportUpload): Promise<AppImportPreview> =>
      (await callEndpoint(apiEndpoints.appImports.preview, { body: formOf(upload) })).data,
  });
}

/** Sends the same export again to import it; every list may have changed, so every cached answer is refreshed. */
export function useConfirmAppImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: AppExportUpload): Promise<{ result: AppImportResult; description: string }> => {
      const answer = await callEndpoint(apiEndpoints.appImports.confirm, { body: formOf(upload) });
      return { result: answer.data, description: answer.description };
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
