import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type BackupStatus } from '@hearth/contract';
import { callEndpoint } from '../../api/client';

export const backupKeys = {
  all: ['backups'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
};

/** While a backup is asked for or being written, the status is fetched again this often to show its end. */
const WHILE_RUNNING_MS = 2_000;

export function backupStatusQuery() {
  return queryOptions({
    queryKey: backupKeys.status(),
    queryFn: async () => (await callEndpoint(apiEndpoints.backups.status)).data,
    refetchInterval: (query) => (query.state.data?.inProgress ? WHILE_RUNNING_MS : false),
  });
}

/** "Back up now": the answer is the status with the backup in progress, shown at once. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(apiEndpoints.backups.start),
    onSuccess: ({ data }) => queryClient.setQueryData<BackupStatus>(backupKeys.status(), data),
    onError: () => queryClient.invalidateQueries({ queryKey: backupKeys.status() }),
  });
}
