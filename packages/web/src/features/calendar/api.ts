import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';
import type { YearMonth } from './calendar-month';

/** Under the ledger's key: paying, skipping or editing a schedule anywhere changes the month's payments. */
export const calendarKeys = {
  all: [...ledgerKeys.all, 'payment-calendar'] as const,
  month: ({ year, month }: YearMonth) => [...calendarKeys.all, year, month] as const,
};

export function calendarMonthQuery(yearMonth: YearMonth) {
  return queryOptions({
    queryKey: calendarKeys.month(yearMonth),
    queryFn: async () =>
      (
        await callEndpoint(apiEndpoints.schedules.calendar, {
          params: { year: yearMonth.year, month: yearMonth.month },
        })
      ).data,
    // The grid keeps its shape while the next month loads, rather than collapsing to a spinner.
    placeholderData: keepPreviousData,
  });
}
