import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type ChangePasswordRequest,
  type TotpDisableRequest,
  type TotpEnableRequest,
} from '@hearth/contract';
import { useSession } from '../../lib/session/session-context';
import { type ApiSuccess, callEndpoint } from '../../api/client';
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
    queryFn: async () => (await callEndpoint(apiEndpoints.sessions.list)).data,
  });
}

export function securityEventsQuery() {
  return queryOptions({
    queryKey: securityKeys.events(),
    queryFn: async () => (await callEndpoint(apiEndpoints.sessions.securityEvents)).data,
  });
}

export function twoFactorQuery() {
  return queryOptions({
    queryKey: securityKeys.twoFactor(),
    queryFn: async () => (await callEndpoint(apiEndpoints.twoFactor.status)).data,
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
    mutationFn: (request: ChangePasswordRequest) => callEndpoint(apiEndpoints.user.changePassword, { body: request }),
    onSuccess: ({ data }) => replaceToken(data.token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useEndSession() {
  return useSecurityMutation((sessionId: string) =>
    callEndpoint(apiEndpoints.sessions.end, { params: { id: sessionId } }),
  );
}

export function useEndOtherSessions() {
  return useSecurityMutation(() => callEndpoint(apiEndpoints.sessions.endOthers));
}

/** A fresh secret to scan; two-factor sign-in stays off until a code from it is verified. */
export function useStartTotpSetup() {
  return useMutation({
    mutationFn: () => callEndpoint(apiEndpoints.twoFactor.totpSetup),
  });
}

/** The password comes along only when the server asked for it again (the session signed in a while ago). */
export function useEnableTotp() {
  return useSecurityMutation((request: TotpEnableRequest) =>
    callEndpoint(apiEndpoints.twoFactor.totpEnable, { body: request }),
  );
}

export function useDisableTotp() {
  return useSecurityMutation((request: TotpDisableRequest) =>
    callEndpoint(apiEndpoints.twoFactor.totpDisable, { body: request }),
  );
}

export function useRenewRecoveryCodes() {
  return useSecurityMutation((password: string) =>
    callEndpoint(apiEndpoints.twoFactor.recoveryCodes, { body: { password } }),
  );
}

/** Asks the server for a challenge, lets the browser make the passkey, then registers it under its name. */
export function useAddPasskey() {
  return useSecurityMutation(async ({ name, password }: { name: string; password?: string }) => {
    const { data: challenge } = await callEndpoint(apiEndpoints.twoFactor.passkeyOptions, {
      body: password ? { password } : {},
    });
    const response = await addPasskeyWithBrowser(challenge.options);
    return callEndpoint(apiEndpoints.twoFactor.addPasskey, {
      body: { challengeId: challenge.challengeId, name, response },
    });
  });
}

export function useRemovePasskey() {
  return useSecurityMutation((passkeyId: number) =>
    callEndpoint(apiEndpoints.twoFactor.removePasskey, { params: { id: passkeyId } }),
  );
}
