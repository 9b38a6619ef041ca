/** How often prices are asked for while all goes well. */
export const POLL_INTERVAL_SECONDS = 5 * 60;
/** The longest wait after failures, however many. */
export const MOST_POLL_DELAY_SECONDS = 60 * 60;

/**
 * The wait before the next request to a provider: the interval after a good answer; after failures in a
 * row, the interval doubled per failure up to an hour; after a rate-limit answer, at least what the
 * provider asked for (Retry-After), also up to an hour.
 */
export function nextPollDelay(failuresInARow: number, retryAfterSeconds: number | null = null): number {
  if (failuresInARow <= 0) return POLL_INTERVAL_SECONDS;
  const backedOff = Math.min(POLL_INTERVAL_SECONDS * 2 ** failuresInARow, MOST_POLL_DELAY_SECONDS);
  return Math.min(Math.max(backedOff, retryAfterSeconds ?? 0), MOST_POLL_DELAY_SECONDS);
}
