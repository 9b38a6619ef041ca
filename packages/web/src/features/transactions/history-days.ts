/** The periods the per-account list offers, in days; the first is the default. */
export const HISTORY_DAYS = [30, 60, 90, 180] as const;
export type HistoryDays = (typeof HISTORY_DAYS)[number];

/** Reads the period kept in the address; anything but one of the offered periods is the default. */
export function parseHistoryDays(text: string | null): HistoryDays {
  return HISTORY_DAYS.find((days) => String(days) === text) ?? HISTORY_DAYS[0];
}
