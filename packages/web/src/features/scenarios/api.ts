import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type SaveHypotheticalScheduleRequest } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { invalidateLedger, invalidateLedgerAfterDelete, ledgerKeys } from '../../api/ledger';

/**
 * Under the ledger's key: a schedule edited or deleted elsewhere changes what a scenario alters, and a
 * scenario write must reach every forecast drawn with it.
 */
export const scenarioKeys = {
  all: [...ledgerKeys.all, 'scenarios'] as const,
  list: () => [...scenarioKeys.all, 'list'] as const,
  detail: (id: number) => [...scenarioKeys.all, 'detail', id] as const,
  schedules: () => [...scenarioKeys.all, 'schedule-choices'] as const,
  forecast: (id: number, accountId: number, days: number) =>
    [...scenarioKeys.all, 'forecast', id, accountId, days] as const,
  firstPayment: (scheduleId: number) => [...scenarioKeys.all, 'first-payment', scheduleId] as const,
};

/**
 * The date of a schedule's first payment, where a scenario's change of it takes effect: its start moved
 * by the weekend rule or by a change of that payment, as the server computes its payments. Null when the
 * schedule lists only its latest payments, the first long past.
 */
export function scheduleFirstPaymentQuery(scheduleId: number) {
  return queryOptions({
    queryKey: scenarioKeys.firstPayment(scheduleId),
    queryFn: async () => {
      const { data } = await callEndpoint(apiEndpoints.schedules.get, { params: { id: scheduleId } });
      return data.schedule.find((payment) => payment.paymentNumber === 1)?.date ?? null;
    },
  });
}

export function scenariosQuery() {
  return queryOptions({
    queryKey: scenarioKeys.list(),
    queryFn: async () => (await callEndpoint(apiEndpoints.scenarios.list)).data,
  });
}

export function scenarioQuery(id: number) {
  return queryOptions({
    queryKey: scenarioKeys.detail(id),
    queryFn: async () => (await callEndpoint(apiEndpoints.scenarios.get, { params: { id } })).data,
    // A scenario that failed to load sends the user back at once; trying again would only delay that.
    retry: false,
  });
}

/** The family's schedules, for the add-a-schedule picker. */
export function scheduleChoicesQuery() {
  return queryOptions({
    queryKey: scenarioKeys.schedules(),
    queryFn: async () => (await callEndpoint(apiEndpoints.schedules.list)).data,
  });
}

/** An account's balance for the days ahead, without the scenario (chartData) and with it (scenarioData). */
export function scenarioForecastQuery(id: number, accountId: number, days: number) {
  return queryOptions({
    queryKey: scenarioKeys.forecast(id, accountId, days),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.reports.balanceForecast, {
          body: { accountId, historicDaysFromNow: days, scenarioId: id },
        })
      ).data,
  });
}

export interface SaveScenario {
  id: number | null;
  name: string;
  description: string;
}

export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenario: SaveScenario) =>
      callEndpoint(apiEndpoints.scenarios.save, { body: { ...scenario, id: scenario.id ?? 0 } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.scenarios.remove, { params: { id } }),
    onSuccess: (_answer, id) =>
      invalidateLedgerAfterDelete(queryClient, [scenarioKeys.detail(id), [...scenarioKeys.all, 'forecast', id]]),
  });
}

export interface ScenarioAlteration {
  scenarioId: number;
  scheduleId: number;
  /** What every payment comes to in the scenario (0 included); null keeps the schedule's own amounts. */
  amount: number | null;
  /** No payment on or after this day in the scenario; null while the schedule goes on. */
  stopDate: string | null;
}

/** Makes the scenario alter a schedule; altering it again replaces what the scenario did to it. */
export function useAlterScenarioSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scenarioId, scheduleId, amount, stopDate }: ScenarioAlteration) =>
      callEndpoint(apiEndpoints.scenarios.addSchedule, {
        params: { scenarioId, scheduleId },
        body: { amount, stopDate },
      }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useRemoveScenarioSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scenarioId, scheduleId }: Pick<ScenarioAlteration, 'scenarioId' | 'scheduleId'>) =>
      callEndpoint(apiEndpoints.scenarios.removeSchedule, { params: { scenarioId, scheduleId } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

/** Adds a schedule that exists only in the scenario (no id in the request), or changes one. */
export function useSaveHypotheticalSchedule(scenarioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveHypotheticalScheduleRequest) =>
      callEndpoint(apiEndpoints.scenarios.saveHypothetical, { params: { scenarioId }, body: request }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

export function useRemoveHypotheticalSchedule(scenarioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiEndpoints.scenarios.removeHypothetical, { params: { scenarioId, id } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
