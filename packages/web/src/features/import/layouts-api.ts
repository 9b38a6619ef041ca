import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, csvLayoutFileSchema, type CsvLayoutFile, type SaveCsvLayoutRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';

/** The family's saved CSV layouts: few and small, read when the import screen opens. */
export const layoutKeys = { all: () => ['import-layouts'] as const };

export function savedLayoutsQuery() {
  return queryOptions({
    queryKey: layoutKeys.all(),
    queryFn: async () => (await callEndpoint(apiEndpoints.imports.layouts)).data,
  });
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCsvLayoutRequest) => callEndpoint(apiEndpoints.imports.saveLayout, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: layoutKeys.all() }),
  });
}

export function useDeleteLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.imports.removeLayout, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: layoutKeys.all() }),
  });
}

/** What a file chosen to import says it is, or why it is not a file of layouts. */
export async function readLayoutFile(file: File): Promise<CsvLayoutFile | string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return `${file.name} is not a file of layouts: it is not JSON.`;
  }
  const checked = csvLayoutFileSchema.safeParse(parsed);
  return checked.success ? checked.data : `${file.name} is not a file of layouts Hearth exported.`;
}

export function useImportLayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: CsvLayoutFile) => callEndpoint(apiEndpoints.imports.importLayouts, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: layoutKeys.all() }),
  });
}

/** Fetches the export and hands it to the browser as hearth-csv-layouts.json. */
export async function downloadLayouts(): Promise<number> {
  const { data } = await callEndpoint(apiEndpoints.imports.exportLayouts);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hearth-csv-layouts.json';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click starts the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return data.layouts.length;
}
