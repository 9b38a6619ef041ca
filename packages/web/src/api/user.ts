import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type UpdateUserRequest } from '@hearth/contract';
import { callEndpoint } from './client';

/**
 * The signed-in user and what they may choose as their default account: the User page and the Settings
 * page both edit them through POST /api/user, so they share one cache.
 */
export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  accountChoices: () => [...userKeys.all, 'account-choices'] as const,
  family: () => [...userKeys.all, 'family'] as const,
};

export function currentUserQuery() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: async () => (await callEndpoint(apiEndpoints.user.get)).data,
  });
}

export function accountChoicesQuery() {
  return queryOptions({
    queryKey: userKeys.accountChoices(),
    queryFn: async () => (await callEndpoint(apiEndpoints.user.accountChoices)).data,
  });
}

/** The default account choices as picker options, and whether there is none to choose yet. */
export function useAccountChoiceOptions() {
  const accountChoices = useQuery(accountChoicesQuery());
  const accounts = (accountChoices.data ?? []).map((account) => ({ value: String(account.id), label: account.name }));
  return { accounts, noAccounts: accountChoices.isSuccess && accounts.length === 0 };
}

/** Saves the user; the answer carries a fresh token with the new names and default account. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) => callEndpoint(apiEndpoints.user.save, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
