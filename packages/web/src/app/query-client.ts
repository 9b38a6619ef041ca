import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** A refused request (4xx) will be refused again; only failures of the server or the network are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Freshness on focus comes from the heartbeat, which reloads everything when the data changed.
        refetchOnWindowFocus: false,
      },
    },
  });
}
