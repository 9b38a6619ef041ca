import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type InviteRequest, type RoleChangeRequest } from '@hearth/contract';
import { type ApiSuccess, callEndpoint } from '../../api/client';
import { userKeys } from '../../api/user';

// The user and their account choices are shared with the Settings page, so they live in api/user.
export { accountChoicesQuery, currentUserQuery, useAccountChoiceOptions, useSaveUser, userKeys } from '../../api/user';

export function familyQuery() {
  return queryOptions({
    queryKey: userKeys.family(),
    queryFn: async () => (await callEndpoint(apiEndpoints.family.get)).data,
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
  return useFamilyMutation((request: InviteRequest) => callEndpoint(apiEndpoints.family.invite, { body: request }));
}

export function useRevokeInvitation() {
  return useFamilyMutation((invitationId: string) =>
    callEndpoint(apiEndpoints.family.withdrawInvitation, { params: { id: invitationId } }),
  );
}

/** The family's name shows on the user's own details too, so the user is fetched again as well. */
export function useRenameFamily() {
  return useFamilyMutation(
    (userAccountName: string) => callEndpoint(apiEndpoints.family.rename, { body: { userAccountName } }),
    userKeys.all,
  );
}

/** The family's currency changes how every amount is written: the user (who carries it) is fetched again. */
export function useChangeFamilyCurrency() {
  return useFamilyMutation(
    (request: { userAccountName: string; currencyCode: string }) =>
      callEndpoint(apiEndpoints.family.rename, { body: request }),
    userKeys.all,
  );
}

export interface RoleChange extends RoleChangeRequest {
  userId: number;
}

export function useChangeRole() {
  return useFamilyMutation(({ userId, ...request }: RoleChange) =>
    callEndpoint(apiEndpoints.family.changeRole, { params: { userId }, body: request }),
  );
}

export function useRemoveMember() {
  return useFamilyMutation((userId: number) => callEndpoint(apiEndpoints.family.removeMember, { params: { userId } }));
}

/** Leaving ends the user's sessions: the caller signs out on success. */
export function useLeaveFamily() {
  return useMutation({
    mutationFn: () => callEndpoint(apiEndpoints.family.leave),
  });
}

/** Deleting one's own login: the session ends with it, so nothing is fetched again. */
export function useDeleteOwnLogin() {
  return useMutation({
    mutationFn: (password: string) => callEndpoint(apiEndpoints.user.deleteOwnLogin, { body: { password } }),
  });
}
