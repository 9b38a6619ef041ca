import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRoutes, type LoginRequest } from '@hearth/contract';
import { apiExchange, apiRequest } from '../../api/client';
import { tokenResponseCheck } from '../../lib/session/token-response';
import { signInWithPasskey } from './passkey-sign-in';

// What the sign-in page calls. Its answers are checked by hand: the contract's zod schemas would bring
// zod (some 24 kB of gzipped script) onto the first page a visitor loads.

export const authKeys = {
  all: ['auth'] as const,
  emailValidation: (id: string) => [...authKeys.all, 'email-validation', id] as const,
  invitation: (id: string) => [...authKeys.all, 'invitation', id] as const,
};

/** POST /token: the password, and the second step's code when the account asks for one. */
export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => apiRequest(apiRoutes.auth.signIn, tokenResponseCheck, { body: request }),
  });
}

/** A sign-in with a passkey; the typed address, when there is one, narrows the browser's choice to its passkeys. */
export function usePasskeySignIn() {
  return useMutation({ mutationFn: (username: string) => signInWithPasskey(username) });
}

/** The validation answer is shown whatever its status, so this keeps the whole outcome instead of throwing. */
export function emailValidationQuery(validationId: string) {
  return queryOptions({
    queryKey: authKeys.emailValidation(validationId),
    queryFn: () => apiExchange(apiRoutes.auth.validateEmail, { params: { id: validationId } }),
    retry: false,
    staleTime: Infinity,
  });
}
