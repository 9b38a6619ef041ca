import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  changePasswordResponseSchema,
  passkeyOptionsSchema,
  passkeySchema,
  recoveryCodesSchema,
  securityEventsSchema,
  sessionSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  type ChangePasswordRequest,
  type TotpDisableRequest,
  type TotpEnableRequest,
} from '@hearth/contract';
import { useSession } from '../../lib/session/session-context';
import { apiRequest, type ApiSuccess } from '../../api/client';
import { addPasskeyWithBrowser } from './passkey-ceremony';

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  events: () => [...securityKeys.all, 'events'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
};

export function sessionsQuery() {
  return queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await apiRequest('/api/sessions', z.array(sessionSchema))).data,
  });
}

export function securityEventsQuery() {
  return queryOptions({
    queryKey: securityKeys.events(),
    queryFn: async () => (await apiRequest('/api/security/events', securityEventsSchema)).data,
  });
}

export function twoFactorQuery() {
  return queryOptions({
    queryKey: securityKeys.twoFactor(),
    queryFn: async () => (await apiRequest('/api/user/two-factor', twoFactorStatusSchema)).data,
  });
}

/**
 * A change on this page: every change writes an event, and most end sessions or change the factors, so
 * the whole page's data is fetched again after it.
 */
function useSecurityMutation<TRequest, TData>(send: (request: TRequest) => Promise<ApiSuccess<TData>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/**
 * Every session ends with the old password; the answer carries this device's new token, which takes over
 * before the page's data is fetched again (with the old one, those reads would end the session here too).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { replaceToken } = useSession();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest('/api/user/changepassword', changePasswordResponseSchema, { method: 'POST', body: request }),
    onSuccess: ({ data }) => replaceToken(data.token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useEndSession() {
  return useSecurityMutation((sessionId: string) =>
    apiRequest(`/api/session/${encodeURIComponent(sessionId)}`, z.unknown(), { method: 'DELETE' }),
  );
}

export function useEndOtherSessions() {
  return useSecurityMutation(() => apiRequest('/api/sessions', z.object({ ended: z.number() }), { method: 'DELETE' }));
}

/** A fresh secret to scan; two-factor sign-in stays off until a code from it is verified. */
export function useStartTotpSetup() {
  return useMutation({
    mutationFn: () => apiRequest('/api/user/totp/setup', totpSetupSchema, { method: 'POST' }),
  });
}

/** The password comes along only when the server asked for it again (the session signed in a while ago). */
export function useEnableTotp() {
  return useSecurityMutation((request: TotpEnableRequest) =>
    apiRequest('/api/user/totp/enable', recoveryCodesSchema, { method: 'POST', body: request }),
  );
}

export function useDisableTotp() {
  return useSecurityMutation((request: TotpDisableRequest) =>
    apiRequest('/api/user/totp/disable', z.unknown(), { method: 'POST', body: request }),
  );
}

export function useRenewRecoveryCodes() {
  return useSecurityMutation((password: string) =>
    apiRequest('/api/user/recovery-codes', recoveryCodesSchema, { method: 'POST', body: { password } }),
  );
}

/** Asks the server for a challenge, lets the browser make the passkey, then registers it under its name. */
export function useAddPasskey() {
  return useSecurityMutation(async ({ name, password }: { name: string; password?: string }) => {
    const { data: challenge } = await apiRequest('/api/user/passkeys/options', passkeyOptionsSchema, {
      method: 'POST',
      body: password ? { password } : {},
    });
    const response = await addPasskeyWithBrowser(challenge.options);
    return apiRequest('/api/user/passkeys', passkeySchema, {
      method: 'POST',
      body: { challengeId: challenge.challengeId, name, response },
    });
  });
}

export function useRemovePasskey() {
  return useSecurityMutation((passkeyId: number) =>
    apiRequest(`/api/user/passkey/${passkeyId}`, z.unknown(), { method: 'DELETE' }),
  );
}
