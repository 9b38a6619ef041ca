import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@hearth/contract';
import { apiExchange, apiRequest, isRecord, type DataSchema } from '../../api/client';

// What the sign-in page calls. Its answers are checked by hand: the contract's zod schemas would bring
// zod (some 24 kB of gzipped script) onto the first page a visitor loads.

export const authKeys = {
  all: ['auth'] as const,
  emailValidation: (id: string) => [...authKeys.all, 'email-validation', id] as const,
  invitation: (id: string) => [...authKeys.all, 'invitation', id] as const,
};

/** The contract's `tokenResponseSchema`, checked by hand. */
export const tokenResponseCheck: DataSchema<TokenResponse> = {
  safeParse(data) {
    if (isRecord(data)) {
      const { token, expiresAt, email } = data;
      if (typeof token === 'string' && typeof expiresAt === 'string' && typeof email === 'string') {
        return { success: true, data: { token, expiresAt, email } };
      }
    }
    return { success: false, error: { issues: ['expected { token, expiresAt, email } as strings'] } };
  },
};

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => apiRequest('/token', tokenResponseCheck, { method: 'POST', body: request }),
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
