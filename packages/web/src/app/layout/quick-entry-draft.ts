import type { QuickTransactionRequest } from '@hearth/contract';

/** Quick Entry as filled in: the chosen third party (a picker's value), the day and the amount. */
export interface QuickEntryValues {
  thirdPartyId: string | null;
  date: string | null;
  amount: number | null;
}

/**
 * The third party chosen, while it is still offered: one that lost Quick Transaction is no longer offered,
 * nor kept.
 */
export function offeredChoice(chosen: string | null, offered: readonly { value: string }[]): string | null {
  return offered.some((option) => option.value === chosen) ? chosen : null;
}

/** What Save sends, or null until all three are filled in. */
export function quickEntryRequestOf(values: QuickEntryValues): QuickTransactionRequest | null {
  const { thirdPartyId, date, amount } = values;
  if (thirdPartyId === null || date === null || amount === null) return null;
  return { creditAccountId: Number(thirdPartyId), date, amount };
}
