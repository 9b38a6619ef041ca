import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiEndpoints, type RecoverRequest, type RecoverResetRequest, type RegisterRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { authKeys } from './sign-in-api';

export function invitationQuery(invitationId: string) {
  return queryOptions({
    queryKey: authKeys.invitation(invitationId),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.auth.invitation, {
          params: { id: invitationId },
        })
      ).data,
    retry: false,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) => callEndpoint(apiEndpoints.auth.register, { body: request }),
  });
}

export function useRecover() {
  return useMutation({
    mutationFn: (request: RecoverRequest) => callEndpoint(apiEndpoints.auth.recover, { body: request }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: RecoverResetRequest) => callEndpoint(apiEndpoints.auth.resetPassword, { body: request }),
  });
}
