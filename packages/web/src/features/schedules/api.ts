import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type SaveScheduleRequest, type Schedule, type ScheduleVariationRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger, invalidateLedgerAfterDelete, ledgerKeys } from '../../api/ledger';

/**
 * Under the ledger's key: a transaction that pays a payment (saved in the transaction editor) or a
 * deleted one changes which payments are due, so every ledger write refreshes these too.
 */
export const scheduleKeys = {
  all: [...ledgerKeys.all, 'schedules'] as const,
  detail: (id: number) => [...scheduleKeys.all, 'detail', id] as const,
  upcoming: (limit: number) => [...scheduleKeys.all, 'upcoming', limit] as const,
};

/** The schedules list asks for every schedule's next payment (spec section 9). */
export const UPCOMING_LIST_LIMIT = 1000;

export function scheduleQuery(id: number) {
  return queryOptions({
    queryKey: scheduleKeys.detail(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.schedules.get, { params: { id } })).data,
  });
}

/** The next payable payment of each schedule, soonest (most overdue) first. */
export function upcomingPaymentsQuery(limit: number) {
  return queryOptions({
    queryKey: scheduleKeys.upcoming(limit),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.schedules.upcoming, {
          body: { LimitResultCount: limit },
        })
      ).data,
  });
}

/** Balances, forecasts and the calendar all follow a schedule: every write refreshes the ledger. */
function useScheduleWrite<TInput>(send: (input: TInput) => Promise<{ data: Schedule; description: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      // The answer is the schedule as it is now: the editor shows it at once while the rest reloads.
      queryClient.setQueryData(scheduleKeys.detail(data.id), data);
      return invalidateLedger(queryClient);
    },
  });
}

export function useSaveSchedule() {
  return useScheduleWrite((request: SaveScheduleRequest) =>
    callEndpoint(apiEndpoints.schedules.save, { body: request }),
  );
}

/** Skip, un-skip, move or change the amount of one payment; the answer's description is the toast. */
export function useScheduleVariation() {
  return useScheduleWrite((request: ScheduleVariationRequest) =>
    callEndpoint(apiEndpoints.schedules.saveVariation, { body: request }),
  );
}

export function useRemoveVariation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.schedules.removeVariation, { params: { id } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.schedules.remove, { params: { id } }),
    onSuccess: (_answer, id) => invalidateLedgerAfterDelete(queryClient, [scheduleKeys.detail(id)]),
  });
}
