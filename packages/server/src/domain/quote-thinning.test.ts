import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './poll-delay.js';
import { quotesToDrop } from './quote-thinning.js';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const NOW = 1000 * DAY + 12 * HOUR;

/** A quote every 5 minutes from `from` seconds ago up to now. */
function everyFiveMinutes(from: number): number[] {
  const times: number[] = [];
  for (let at = NOW - from; at <= NOW; at += 5 * MINUTE) times.push(at);
  return times;
}

describe('thinning quotes with age', () => {
  it('keeps every quote of the last day', () => {
    expect(quotesToDrop(everyFiveMinutes(DAY - MINUTE), NOW)).toEqual([]);
  });

  it('keeps the last quote of each hour of the last month and of each day before', () => {
    const times = everyFiveMinutes(40 * DAY);
    const dropped = new Set(quotesToDrop(times, NOW));
    const kept = times.filter((at) => !dropped.has(at));
    const lastDay = kept.filter((at) => at >= NOW - DAY);
    const month = kept.filter((at) => at < NOW - DAY && at >= NOW - 30 * DAY);
    const older = kept.filter((at) => at < NOW - 30 * DAY);
    // From exactly a day ago to now, both ends.
    expect(lastDay).toHaveLength(289);
    expect(month.length).toBeGreaterThanOrEqual(29 * 24);
    expect(month.length).toBeLessThanOrEqual(29 * 24 + 1);
    expect(month.every((at) => at % HOUR === HOUR - 5 * MINUTE)).toBe(true);
    expect(older.length).toBeGreaterThanOrEqual(10);
    expect(older.length).toBeLessThanOrEqual(11);
    expect(older.every((at) => at % DAY === DAY - 5 * MINUTE || at === older.at(-1))).toBe(true);
  });

  it('drops nothing more when run again', () => {
    const times = everyFiveMinutes(40 * DAY);
    const dropped = new Set(quotesToDrop(times, NOW));
    expect(
      quotesToDrop(
        times.filter((at) => !dropped.has(at)),
        NOW,
      ),
    ).toEqual([]);
  });

  it('keeps a lone quote across a gap', () => {
    expect(quotesToDrop([NOW - 10 * DAY, NOW - 3 * DAY], NOW)).toEqual([]);
  });
});

describe('the wait before the next request for prices', () => {
  it.each([
    [0, null, 300],
    [1, null, 600],
    [2, null, 1200],
    [3, null, 2400],
    [4, null, 3600],
    [9, null, 3600],
    [1, 1800, 1800],
    [1, 30, 600],
    [2, 7200, 3600],
  ])('after %i failures (Retry-After %s) is %i seconds', (failures, retryAfter, seconds) => {
    expect(nextPollDelay(failures, retryAfter)).toBe(seconds);
  });
});
