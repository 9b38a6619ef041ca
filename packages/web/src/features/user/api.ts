import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { familyMemberSchema, familySchema, type InviteRequest, type RoleChangeRequest } from '@hearth/contract';
import { apiRequest, type ApiSuccess } from '../../api/client';
import { userKeys } from '../../api/user';

// The user and their account choices are shared with the Settings page, so they live in api/user.
export { accountChoicesQuery, currentUserQuery, useAccountChoiceOptions, useSaveUser, userKeys } from '../../api/user';

export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await apiRequest('/api/family', familySchema)).data,
  });
}

/** A change to the family: its list is fetched again afterwards, refused or not (someone else may have changed it). */
function useFamilyMutation<TRequest, TData>(
  send: (request: TRequest) => Promise<ApiSuccess<TData>>,
  invalidate: readonly string[] = userKeys.family(),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

export function useInvite() {
  return useFamilyMutation((request: InviteRequest) =>
    apiRequest('/api/family/invite', z.unknown(), { method: 'POST', body: request }),
  );
}

export function useRevokeInvitation() {
  return useFamilyMutation((invitationId: string) =>
    apiRequest(`/api/family/invitation/${encodeURIComponent(invitationId)}`, z.unknown(), { method: 'DELETE' }),
  );
}

/** The family's name shows on the user's own details too, so the user is fetched again as well. */
export function useRenameFamily() {
  return useFamilyMutation(
    (userAccountName: string) => apiRequest('/api/family', familySchema, { method: 'POST', body: { userAccountName } }),
    userKeys.all,
  );
}

export interface RoleChange extends RoleChangeRequest {
  userId: number;
}

export function useChangeRole() {
  return useFamilyMutation(({ userId, ...request }: RoleChange) =>
    apiRequest(`/api/family/member/${userId}/role`, familyMemberSchema, { method: 'POST', body: request }),
  );
}

export function useRemoveMember() {
  return useFamilyMutation((userId: number) =>
    apiRequest(`/api/family/member/${userId}`, z.unknown(), { method: 'DELETE' }),
  );
}

/** Leaving ends the user's sessions: the caller signs out on success. */
export function useLeaveFamily() {
  return useMutation({
    mutationFn: () => apiRequest('/api/family/leave', z.unknown(), { method: 'POST' }),
  });
}
