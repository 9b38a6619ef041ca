import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountChoicesSchema,
  familySchema,
  updateUserResponseSchema,
  userSchema,
  type InviteRequest,
  type UpdateUserRequest,
} from '@hearth/contract';
import { apiRequest } from '../../api/client';

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  accountChoices: () => [...userKeys.all, 'account-choices'] as const,
  family: () => [...userKeys.all, 'family'] as const,
};

export function currentUserQuery() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: async () => (await apiRequest('/api/user', userSchema)).data,
  });
}

export function accountChoicesQuery() {
  return queryOptions({
    queryKey: userKeys.accountChoices(),
    queryFn: async () => (await apiRequest('/api/user/accountchoices', accountChoicesSchema)).data,
  });
}

export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await apiRequest('/api/family', familySchema)).data,
  });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) =>
      apiRequest('/api/user', updateUserResponseSchema, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InviteRequest) =>
      apiRequest('/api/family/invite', z.unknown(), { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.family() }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`/api/family/invitation/${encodeURIComponent(invitationId)}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.family() }),
  });
}
