import { describe, expect, it } from 'vitest';
import {
  chartMoments,
  chartSeries,
  mergeQuotes,
  percentageChange,
  quoteAt,
  seriesChange,
  volumeAt,
  type Quote,
} from './investment-series.js';

const DOLLAR = 100_000_000;
const ONE_UNIT = 100_000_000;
const q = (at: number, dollars: number): Quote => ({ at, price: dollars * DOLLAR });

describe('quotes over time', () => {
  const history = [q(100, 10), q(200, 12), q(500, 15)];

  it.each([
    [99, null],
    [100, 10],
    [150, 10],
    [200, 12],
    [499, 12],
    [10_000, 15],
  ])('at %i the price is %s', (t, dollars) => {
    expect(quoteAt(history, t)?.price ?? null).toBe(dollars === null ? null : dollars * DOLLAR);
  });

  it('finds no price across a gap longer than the tolerance', () => {
    expect(quoteAt(history, 450, 100)).toBeNull();
    expect(quoteAt(history, 250, 100)?.price).toBe(12 * DOLLAR);
  });

  it('merges a provider history with the family prices, the family winning a tie', () => {
    expect(mergeQuotes([q(100, 10), q(300, 30)], [q(200, 20), q(300, 31)])).toEqual([
      q(100, 10),
      q(200, 20),
      q(300, 31),
    ]);
  });

  it.each([
    [100, 110, 10],
    [100, 90, -10],
    [3, 4, 33.33],
    [100, 100, 0],
    [0, 5, null],
  ])('from %i to %i is %s percent', (from, to, percent) => {
    expect(percentageChange(from, to)).toBe(percent);
  });
});

describe('the value chart', () => {
  const hour = 3600;

  it('takes whole steps from the one before the start, and the end itself', () => {
    expect(chartMoments(1000, 2000, 300)).toEqual([900, 1200, 1500, 1800, 2000]);
    expect(chartMoments(1200, 1500, 300)).toEqual([1200, 1500]);
  });

  it('keeps the last price across a gap in the quotes', () => {
    const holding = { quotes: [q(0, 10), q(hour, 20)], volumes: [{ from: -Infinity, units: 2 * ONE_UNIT }] };
    const points = chartSeries([holding], [0, hour, 2 * hour, 3 * hour]);
    expect(points.map((p) => p.cents)).toEqual([2000, 4000, 4000, 4000]);
  });

  it('with a single quote, draws a flat line at that price over the whole period', () => {
    const holding = { quotes: [q(2 * hour, 5)], volumes: [{ from: -Infinity, units: 3 * ONE_UNIT }] };
    const points = chartSeries([holding], [hour, 2 * hour, 3 * hour]);
    expect(points).toEqual([
      { at: hour, cents: 1500 },
      { at: 2 * hour, cents: 1500 },
      { at: 3 * hour, cents: 1500 },
    ]);
    expect(seriesChange(points)).toEqual({ start: 1500, end: 1500, change: 0, percentage: 0 });
  });

  it('counts a holding added mid-period at its first price before it, so that only price moves read as a rise', () => {
    const held = { quotes: [q(0, 100), q(2 * hour, 110)], volumes: [{ from: -Infinity, units: ONE_UNIT }] };
    const added = { quotes: [q(2 * hour, 50), q(3 * hour, 60)], volumes: [{ from: -Infinity, units: ONE_UNIT }] };
    const points = chartSeries([held, added], [0, hour, 2 * hour, 3 * hour]);
    expect(points.map((p) => p.cents)).toEqual([15000, 15000, 16000, 17000]);
    expect(seriesChange(points)).toEqual({ start: 15000, end: 17000, change: 2000, percentage: 13.33 });
  });

  it('follows the volume bought and sold over the period', () => {
    const steps = [
      { from: hour, units: ONE_UNIT },
      { from: 3 * hour, units: ONE_UNIT / 2 },
    ];
    expect([0, hour, 2 * hour, 3 * hour].map((t) => volumeAt(steps, t))).toEqual([0, ONE_UNIT, ONE_UNIT, ONE_UNIT / 2]);
    const holding = { quotes: [q(0, 10)], volumes: steps };
    expect(chartSeries([holding], [0, hour, 3 * hour]).map((p) => p.cents)).toEqual([0, 1000, 500]);
  });

  it('has nothing to show without any price, and no change without points', () => {
    expect(chartSeries([{ quotes: [], volumes: [{ from: 0, units: ONE_UNIT }] }], [0, hour])).toEqual([]);
    expect(seriesChange([])).toBeNull();
    expect(seriesChange([{ cents: 0 }, { cents: 500 }])).toEqual({ start: 0, end: 500, change: 500, percentage: null });
  });
});
