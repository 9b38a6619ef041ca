import { describe, expect, it } from 'vitest';
import { backwardBalances, forwardBalances } from './balance-series.js';

describe('forwardBalances', () => {
  it('adds each day’s flows, counts overdue flows on the first day and ignores later ones', () => {
    const points = forwardBalances('2026-11-22', '2026-11-25', 10_000, [
      { date: '2026-11-20', amount: -1_000 },
      { date: '2026-11-23', amount: -2_500 },
      { date: '2026-11-23', amount: 500 },
      { date: '2026-11-25', amount: 7_000 },
      { date: '2026-11-26', amount: -99_999 },
    ]);
    expect(points).toEqual([
      { date: '2026-11-22', balance: 9_000 },
      { date: '2026-11-23', balance: 7_000 },
      { date: '2026-11-24', balance: 7_000 },
      { date: '2026-11-25', balance: 14_000 },
    ]);
  });

  it.each([
    ['no flows', [], [100, 100]],
    ['a flow on the last day', [{ date: '2026-01-02', amount: 5 }], [100, 105]],
  ])('with %s', (_name, flows, balances) => {
    expect(forwardBalances('2026-01-01', '2026-01-02', 100, flows).map((p) => p.balance)).toEqual(balances);
  });
});

describe('backwardBalances', () => {
  it('works back from the end balance, day by day', () => {
    const points = backwardBalances('2026-11-19', '2026-11-22', 5_000, [
      { date: '2026-11-22', amount: 1_000 },
      { date: '2026-11-20', amount: -300 },
      { date: '2026-11-18', amount: 123_456 },
    ]);
    expect(points).toEqual([
      { date: '2026-11-19', balance: 4_300 },
      { date: '2026-11-20', balance: 4_000 },
      { date: '2026-11-21', balance: 4_000 },
      { date: '2026-11-22', balance: 5_000 },
    ]);
  });
});
