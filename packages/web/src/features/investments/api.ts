import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiEndpoints,
  type InvestmentChartPeriod,
  type SaveInvestmentRequest,
  type SavePurchaseRequest,
} from '@hearth/contract';
import { callEndpoint } from '../../api/client';

/** Prices move without anyone here writing anything: the lists and the chart look again every minute. */
const PRICE_REFRESH_MS = 60_000;

export const investmentKeys = {
  all: ['investments'] as const,
  list: () => [...investmentKeys.all, 'list'] as const,
  detail: (id: number) => [...investmentKeys.all, 'detail', id] as const,
  chart: (period: InvestmentChartPeriod) => [...investmentKeys.all, 'chart', period] as const,
  codes: (typeId: number, search: string) => [...investmentKeys.all, 'codes', typeId, search] as const,
};

export function investmentsQuery() {
  return queryOptions({
    queryKey: investmentKeys.list(),
    queryFn: async () => (await callEndpoint(apiEndpoints.investments.list)).data,
    refetchInterval: PRICE_REFRESH_MS,
  });
}

export function investmentQuery(id: number) {
  return queryOptions({
    queryKey: investmentKeys.detail(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.investments.get, { params: { id } })).data,
  });
}

export function investmentChartQuery(period: InvestmentChartPeriod) {
  return queryOptions({
    queryKey: investmentKeys.chart(period),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.investments.chart, {
          body: { InvestmentChartPeriod: period },
        })
      ).data,
    refetchInterval: PRICE_REFRESH_MS,
  });
}

/** The codes the type's price provider offers for a search (kept a while: the server keeps them too). */
export function codeChoicesQuery(typeId: number, search: string) {
  return queryOptions({
    queryKey: investmentKeys.codes(typeId, search),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.investments.codes, {
          query: { investmentTypeId: typeId, search },
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** After any write: the list, the chart and the side panel's total all follow the holdings. */
function invalidateInvestments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: investmentKeys.all });
}

export function useSaveInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInvestmentRequest) => callEndpoint(apiEndpoints.investments.save, { body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(investmentKeys.detail(data.id), data);
      return invalidateInvestments(queryClient);
    },
  });
}

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.investments.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: investmentKeys.detail(id) });
      return invalidateInvestments(queryClient);
    },
  });
}

export function useSavePurchase(holdingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePurchaseRequest) =>
      callEndpoint(apiEndpoints.investments.addPurchase, { params: { id: holdingId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(investmentKeys.detail(data.id), data);
      return invalidateInvestments(queryClient);
    },
  });
}

export function useDeletePurchase(holdingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) =>
      callEndpoint(apiEndpoints.investments.removePurchase, {
        params: { id: holdingId, purchaseId },
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(investmentKeys.detail(data.id), data);
      return invalidateInvestments(queryClient);
    },
  });
}
