import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, apiRoutes, type FamilyRestoreResult } from '@hearth/contract';
import { ApiError, callEndpoint, interpretResponse } from '../../api/client';
import { userKeys } from '../../api/user';

export const dataKeys = {
  all: ['family-data'] as const,
  anyTransaction: () => [...dataKeys.all, 'any-transaction'] as const,
};

/** The family (its name, typed back to confirm a delete). */
export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await callEndpoint(apiEndpoints.family.get)).data,
  });
}

/** Whether the family holds a transaction: a restore goes only into a family that holds none. */
export function anyTransactionQuery() {
  return queryOptions({
    queryKey: dataKeys.anyTransaction(),
    queryFn: async () =>
      (await callEndpoint(apiEndpoints.transactions.list, { body: { historicDaysFromNow: 36500, limitResultCount: 1 } }))
        .data.length > 0,
  });
}

/** The file name the server suggests in Content-Disposition, or a plain one. */
function suggestedName(header: string | null): string {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? 'hearth-export.zip';
}

/**
 * Downloads the family's export: the password goes in the body, so the zip is fetched with the token and
 * handed to the browser through a temporary object URL, as attachments are.
 */
async function downloadExport(password: string, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiRoutes.family.exportData.path, {
      method: apiRoutes.family.exportData.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/zip' },
      body: JSON.stringify({ password }),
    });
  } catch {
    throw new ApiError(interpretResponse(0, null));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(interpretResponse(response.status, body));
  }
  const fileName = suggestedName(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click starts the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

export function useExportFamily(token: string) {
  return useMutation({ mutationFn: (password: string) => downloadExport(password, token) });
}

/** A restore changes everything the family sees: every cached answer is read again. */
export function useRestoreFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<FamilyRestoreResult> => {
      const form = new FormData();
      form.append('formFile', file);
      return (await callEndpoint(apiEndpoints.family.restoreData, { body: form })).data;
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteFamily() {
  return useMutation({
    mutationFn: (password: string) => callEndpoint(apiEndpoints.family.remove, { body: { password } }),
  });
}
