import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  familyMemberSchema,
  familySchema,
  type InviteRequest,
  type RoleChangeRequest,
  apiRoutes,
} from '@hearth/contract';
import { apiRequest, type ApiSuccess } from '../../api/client';
import { userKeys } from '../../api/user';

// The user and their account choices are shared with the Settings page, so they live in api/user.
export { accountChoicesQuery, currentUserQuery, useAccountChoiceOptions, useSaveUser, userKeys } from '../../api/user';

export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await apiRequest(apiRoutes.family.get, familySchema)).data,
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
    apiRequest(apiRoutes.family.invite, z.unknown(), { body: request }),
  );
}

export function useRevokeInvitation() {
  return useFamilyMutation((invitationId: string) =>
    apiRequest(apiRoutes.family.withdrawInvitation, z.unknown(), { params: { id: invitationId } }),
  );
}

/** The family's name shows on the user's own details too, so the user is fetched again as well. */
export function useRenameFamily() {
  return useFamilyMutation(
    (userAccountName: string) => apiRequest(apiRoutes.family.rename, familySchema, { body: { userAccountName } }),
    userKeys.all,
  );
}

export interface RoleChange extends RoleChangeRequest {
  userId: number;
}

export function useChangeRole() {
  return useFamilyMutation(({ userId, ...request }: RoleChange) =>
    apiRequest(apiRoutes.family.changeRole, familyMemberSchema, { params: { userId }, body: request }),
  );
}

export function useRemoveMember() {
  return useFamilyMutation((userId: number) =>
    apiRequest(apiRoutes.family.removeMember, z.unknown(), { params: { userId } }),
  );
}

/** Leaving ends the user's sessions: the caller signs out on success. */
export function useLeaveFamily() {
  return useMutation({
    mutationFn: () => apiRequest(apiRoutes.family.leave, z.unknown()),
  });
}
