import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationSchema,
  registerResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type RecoverRequest,
  type RecoverResetRequest,
  type RegisterRequest,
} from '@hearth/contract';
import { apiExchange, apiRequest } from '../../api/client';

export const authKeys = {
  all: ['auth'] as const,
  emailValidation: (id: string) => [...authKeys.all, 'email-validation', id] as const,
  invitation: (id: string) => [...authKeys.all, 'invitation', id] as const,
};

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) =>
      apiRequest('/token', tokenResponseSchema, { method: 'POST', body: request }),
  });
}

/** The validation answer is shown whatever its status, so this keeps the whole outcome instead of throwing. */
export function emailValidationQuery(validationId: string) {
  return queryOptions({
    queryKey: authKeys.emailValidation(validationId),
    queryFn: () => apiExchange(`/validateEmail/${encodeURIComponent(validationId)}`),
    retry: false,
    staleTime: Infinity,
  });
}

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
