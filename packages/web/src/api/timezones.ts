import { queryOptions } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint } from './client';
import { sharedKeys } from './query-keys';

/** Countries and their time zones: used by registration and the user page, fixed for the app's life. */
export function timezonesQuery() {
  return queryOptions({
    queryKey: sharedKeys.timezones,
    queryFn: async () => (await callEndpoint(apiEndpoints.timezones.list)).data,
    staleTime: Infinity,
  });
}
