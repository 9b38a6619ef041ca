const HOUR = 3600;
const DAY = 86400;
/** Quotes younger than this are all kept (one every 5 minutes, as the poller takes them). */
export const KEEP_ALL_SECONDS = DAY;
/** Quotes younger than this keep one an hour; older ones one a day. */
export const KEEP_HOURLY_SECONDS = 30 * DAY;

/**
 * Which quotes of one asset to drop so that the history thins with age: every quote of the last day, the
 * last quote of each hour of the last month, the last quote of each day before. Buckets are whole hours
 * and days since 1970 (UTC), not counted from now, so running it again soon after drops nothing more.
 */
export function quotesToDrop(times: readonly number[], now: number): number[] {
  const keep = new Map<string, number>();
  const old = times.filter((at) => at < now - KEEP_ALL_SECONDS);
  for (const at of old) {
    const bucket = at < now - KEEP_HOURLY_SECONDS ? `d${Math.floor(at / DAY)}` : `h${Math.floor(at / HOUR)}`;
    const kept = keep.get(bucket);
    if (kept === undefined || at > kept) keep.set(bucket, at);
  }
  const kept = new Set(keep.values());
  return old.filter((at) => !kept.has(at));
}
