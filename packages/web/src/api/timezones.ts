import { queryOptions } from '@tanstack/react-query';
import { timezoneCountriesSchema, apiRoutes } from '@hearth/contract';
import { apiRequest } from './client';
import { sharedKeys } from './query-keys';

/** Countries and their time zones: used by registration and the user page, fixed for the app's life. */
export function timezonesQuery() {
  return queryOptions({
    queryKey: sharedKeys.timezones,
    queryFn: async () => (await apiRequest(apiRoutes.timezones.list, timezoneCountriesSchema)).data,
    staleTime: Infinity,
  });
}
