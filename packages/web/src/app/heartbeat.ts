import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint } from '../api/client';
import { sharedKeys } from '../api/query-keys';

const HEARTBEAT_INTERVAL_MS = 15_000;

/** Only a change from a value already seen means the data moved; the first reading is just the start. */
export function dataVersionChanged(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && previous !== next;
}

/** Polls the family's data version and reloads every other query when it changes. */
export function useHeartbeat(): void {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: sharedKeys.heartbeat,
    queryFn: async () => (await callEndpoint(apiEndpoints.heartbeat.get)).data,
    refetchInterval: HEARTBEAT_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (dataVersionChanged(previous.current, data)) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sharedKeys.heartbeat[0] });
    }
    if (data !== undefined) previous.current = data;
  }, [data, queryClient]);
}
