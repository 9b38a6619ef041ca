import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { showError } from './toasts';
import { useGoBack } from './use-go-back';

/**
 * The record an editor page shows, or undefined while it loads. Only a failed first load sends the user
 * back one page, with the error as a toast; a failed refresh keeps what is on screen.
 */
export function useRecordOrGoBack<T>(
  { isError, error, data }: UseQueryResult<T>,
  describeError: (error: unknown) => string = errorMessage,
): T | undefined {
  const goBack = useGoBack();
  const failedLoad = isError && data === undefined;
  useEffect(() => {
    if (!failedLoad) return;
    showError(describeError(error));
    goBack();
  }, [failedLoad, error, goBack, describeError]);
  return data;
}
