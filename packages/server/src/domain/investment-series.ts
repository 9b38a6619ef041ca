import { valueInCents } from './decimal-units.js';

/** A price at a moment: seconds since 1970 (UTC) and units of $0.00000001 per unit of the asset. */
export interface Quote {
  at: number;
  price: number;
}

/** Quotes of one asset from several sources (a provider, the family's own) as one history in time order. */
export function mergeQuotes(...sources: Quote[][]): Quote[] {
  const byTime = new Map<number, Quote>();
  // A later source wins a tie: callers pass the family's own prices last.
  for (const source of sources) for (const quote of source) byTime.set(quote.at, quote);
  return [...byTime.values()].sort((a, b) => a.at - b.at);
}

/** The latest quote at or before t (quotes in time order), or null; with maxAge, only one at most that old. */
export function quoteAt(quotes: readonly Quote[], t: number, maxAge = Number.POSITIVE_INFINITY): Quote | null {
  let low = 0;
  let high = quotes.length - 1;
  let found: Quote | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const quote = quotes[middle] as Quote;
    if (quote.at <= t) {
      found = quote;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found && t - found.at <= maxAge ? found : null;
}

/** Percent from one price to another, to 2 decimals; null from a price of nothing. */
export function percentageChange(from: number, to: number): number | null {
  if (from <= 0) return null;
  return Math.round(((to - from) / from) * 10000) / 100;
}

/**
 * The periods a holding's change is shown over, and how far from its start the stored history may be: the
 * poller keeps a quote every 5 minutes for a day and one an hour after, so a price further from the
 * moment than this means the history has a gap there, and the change is not known.
 */
export const CHANGE_WINDOWS = {
  hour: { seconds: 3600, tolerance: 15 * 60 },
  day: { seconds: 86400, tolerance: 90 * 60 },
  week: { seconds: 7 * 86400, tolerance: 6 * 3600 },
} as const;
export type ChangeWindow = keyof typeof CHANGE_WINDOWS;

/** The time whose price a change over the window compares with, and how old the quote found for it may be. */
export function windowStart(now: number, window: ChangeWindow): { at: number; tolerance: number } {
  const { seconds, tolerance } = CHANGE_WINDOWS[window];
  return { at: now - seconds, tolerance };
}

/** One step of a holding's volume over time: from this moment on it held this many units. */
export interface VolumeStep {
  from: number;
  units: number;
}

export interface ChartHolding {
  quotes: Quote[];
  /** In time order; before the first step the holding held nothing. */
  volumes: VolumeStep[];
}

export function volumeAt(steps: readonly VolumeStep[], t: number): number {
  let units = 0;
  for (const step of steps) {
    if (step.from > t) break;
    units = step.units;
  }
  return units;
}

/**
 * The moments a chart over [from, to] shows: every whole step (seconds since 1970 divisible by it) from the
 * one at or before `from`, then `to` itself, so that each moment but the last ends a bucket of quotes.
 */
export function chartMoments(from: number, to: number, step: number): number[] {
  const moments: number[] = [];
  for (let t = Math.floor(from / step) * step; t < to; t += step) moments.push(t);
  moments.push(to);
  return moments;
}

/**
 * The family's total value at each moment, in cents: each holding's volume then times its latest price at
 * or before it. A gap in the quotes keeps the last price. Before a holding's first known price (one added
 * during the period) it counts at that first price, so that adding a holding does not read as a rise: the
 * chart moves with prices and volumes, not with when a price was first recorded. A holding with no price
 * at all adds nothing, and without any price there are no points.
 */
export function chartSeries(
  holdings: readonly ChartHolding[],
  moments: readonly number[],
): { at: number; cents: number }[] {
  const priced = holdings.filter((holding) => holding.quotes.length > 0);
  if (priced.length === 0) return [];
  return moments.map((at) => {
    let cents = 0;
    for (const holding of priced) {
      const quote = quoteAt(holding.quotes, at) ?? (holding.quotes[0] as Quote);
      cents += valueInCents(volumeAt(holding.volumes, at), quote.price);
    }
    return { at, cents };
  });
}

/** How the series moved from its first point to its last: cents and percent (null from nothing). */
export function seriesChange(
  points: readonly { cents: number }[],
): { start: number; end: number; change: number; percentage: number | null } | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return {
    start: first.cents,
    end: last.cents,
    change: last.cents - first.cents,
    percentage: percentageChange(first.cents, last.cents),
  };
}
