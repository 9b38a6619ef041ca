import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationSchema,
  registerResponseSchema,
  type RecoverRequest,
  type RecoverResetRequest,
  type RegisterRequest,
  apiRoutes,
} from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { authKeys } from './sign-in-api';

export function invitationQuery(invitationId: string) {
  return queryOptions({
    queryKey: authKeys.invitation(invitationId),
    queryFn: async () =>
      (
        await apiRequest(apiRoutes.auth.invitation, invitationSchema, {
          params: { id: invitationId },
        })
      ).data,
    retry: false,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) =>
      apiRequest(apiRoutes.auth.register, registerResponseSchema, { body: request }),
  });
}

export function useRecover() {
  return useMutation({
    mutationFn: (request: RecoverRequest) => apiRequest(apiRoutes.auth.recover, z.unknown(), { body: request }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: RecoverResetRequest) =>
      apiRequest(apiRoutes.auth.resetPassword, z.unknown(), { body: request }),
  });
}
