import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { transactionSchema } from '@hearth/contract';
import { apiRequest } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';

/** The dashboard fetches ten of the family's latest transactions and shows seven (spec section 9). */
export const RECENT_FETCHED = 10;
export const RECENT_SHOWN = 7;

export const dashboardKeys = {
  recentTransactions: () => [...ledgerKeys.transactions(), 'dashboard-recent', RECENT_FETCHED] as const,
};

export function recentTransactionsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.recentTransactions(),
    queryFn: async () =>
      (
        await apiRequest('/api/transactions', z.array(transactionSchema), {
          method: 'POST',
          body: { limitResultCount: RECENT_FETCHED },
        })
      ).data,
  });
}
