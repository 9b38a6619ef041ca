import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type CreateConnectionRequest,
  type EnableBankingCallbackRequest,
  type LinkConnectionAccountRequest,
  type SetEnableBankingApplicationRequest,
} from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger, ledgerKeys } from '../../api/ledger';

/** Under the ledger's key: a sync writes transactions, and any ledger write moves the balances shown here. */
export const connectionKeys = {
  all: [...ledgerKeys.all, 'connections'] as const,
  list: () => [...connectionKeys.all, 'list'] as const,
};

/** Apart from the ledger's key: the application and the banks' list change with no transaction. */
const enableBankingKeys = {
  application: () => ['enablebanking', 'application'] as const,
  banks: (country: string) => ['enablebanking', 'banks', country] as const,
};

export function connectionsQuery() {
  return queryOptions({
    queryKey: connectionKeys.list(),
    queryFn: async () => (await callEndpoint(apiEndpoints.connections.list)).data,
  });
}

/** A connection change moves what accounts show (their sync status, a new account): the ledger is read again. */
const refresh = (queryClient: QueryClient) => invalidateLedger(queryClient);

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateConnectionRequest) => callEndpoint(apiEndpoints.connections.create, { body: request }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, ...body }: LinkConnectionAccountRequest & { connectionId: number }) =>
      callEndpoint(apiEndpoints.connections.link, { params: { id: connectionId }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, remoteAccountId }: { connectionId: number; remoteAccountId: string }) =>
      callEndpoint(apiEndpoints.connections.unlink, { params: { id: connectionId }, body: { remoteAccountId } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useSyncConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) => callEndpoint(apiEndpoints.connections.sync, { params: { id: connectionId } }),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) =>
      callEndpoint(apiEndpoints.connections.remove, { params: { id: connectionId } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** Whose Enable Banking application new connections use. */
export function enableBankingApplicationQuery() {
  return queryOptions({
    queryKey: enableBankingKeys.application(),
    queryFn: async () => (await callEndpoint(apiEndpoints.connections.enableBankingApplication)).data,
  });
}

export function useSaveEnableBankingApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetEnableBankingApplicationRequest) =>
      callEndpoint(apiEndpoints.connections.saveEnableBankingApplication, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enableBankingKeys.application() }),
  });
}

/** The banks of one country in Enable Banking's list. */
export function enableBankingBanksQuery(country: string) {
  return queryOptions({
    queryKey: enableBankingKeys.banks(country),
    queryFn: async () =>
      (await callEndpoint(apiEndpoints.connections.enableBankingBanks, { query: { country } })).data.banks,
    enabled: /^[A-Z]{2}$/.test(country),
    staleTime: 60 * 60 * 1000,
  });
}

/** Starts a connection at a bank through Enable Banking: answers the bank's consent page. */
export function useStartEnableBanking() {
  return useMutation({
    mutationFn: async (bank: { name: string; country: string }) => {
      const answer = await callEndpoint(apiEndpoints.connections.create, {
        body: { provider: 'enablebanking', bank },
      });
      if (!('url' in answer.data)) throw new Error('The server answered no consent page.');
      return answer.data.url;
    },
  });
}

/** Starts the renewal of a connection's access at its bank: answers the bank's consent page. */
export function useRenewConnection() {
  return useMutation({
    mutationFn: async (connectionId: number) =>
      (await callEndpoint(apiEndpoints.connections.renew, { params: { id: connectionId } })).data.url,
  });
}

export function useFinishEnableBanking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableBankingCallbackRequest) =>
      callEndpoint(apiEndpoints.connections.enableBankingCallback, { body }),
    onSuccess: () => refresh(queryClient),
  });
}
