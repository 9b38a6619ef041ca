import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { familySchema, type InviteRequest } from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { userKeys } from '../../api/user';

// The user and their account choices are shared with the Settings page, so they live in api/user.
export { accountChoicesQuery, currentUserQuery, useAccountChoiceOptions, useSaveUser, userKeys } from '../../api/user';

export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await apiRequest('/api/family', familySchema)).data,
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
