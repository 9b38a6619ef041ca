import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/client';
import { showError } from './toasts';
import { useGoBack } from './use-go-back';

/** The server no longer has the record (deleted elsewhere, or this was its last look before it went). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The record an editor page shows, or undefined while it loads. A failed first load sends the user back
 * one page, with the error as a toast (the server's description of a 404 says which record); so does a
 * refresh that finds the record gone. Any other failed refresh keeps what is on screen.
 */
export function useRecordOrGoBack<T>(
  { isError, error, data }: UseQueryResult<T>,
  describeError: (error: unknown) => string = errorMessage,
): T | undefined {
  const goBack = useGoBack();
  const leave = isError && (data === undefined || isGone(error));
  useEffect(() => {
    if (!leave) return;
    showError(describeError(error));
    goBack();
  }, [leave, error, goBack, describeError]);
  return leave ? undefined : data;
}
