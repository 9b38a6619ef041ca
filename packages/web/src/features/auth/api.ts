import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationSchema,
  registerResponseSchema,
  type RecoverRequest,
  type RecoverResetRequest,
  type RegisterRequest,
} from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { authKeys } from './sign-in-api';

export function invitationQuery(invitationId: string) {
  return queryOptions({
    queryKey: authKeys.invitation(invitationId),
    queryFn: async () => (await apiRequest(`/invitation/${encodeURIComponent(invitationId)}`, invitationSchema)).data,
    retry: false,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) =>
      apiRequest('/register', registerResponseSchema, { method: 'POST', body: request }),
  });
}

export function useRecover() {
  return useMutation({
    mutationFn: (request: RecoverRequest) => apiRequest('/recover', z.unknown(), { method: 'POST', body: request }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: RecoverResetRequest) =>
      apiRequest('/recover/reset', z.unknown(), { method: 'POST', body: request }),
  });
}
