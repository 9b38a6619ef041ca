import { describe, expect, it } from 'vitest';
import { percentAxis, trendPoints } from './budget-trend-data';

const instance = (budgetNumber: number, startDate: string, endDate: string, percentageUsed: number) => ({
  budgetNumber,
  startDate,
  endDate,
  percentageUsed,
});

describe('trendPoints', () => {
  it('orders the periods by date and labels them by their first day', () => {
    const points = trendPoints([
      instance(2, '2026-03-09', '2026-03-15', 120),
      instance(1, '2026-03-02', '2026-03-08', 60),
    ]);
    expect(points).toEqual([
      { period: '02 Mar', startDate: '2026-03-02', endDate: '2026-03-08', percentageUsed: 60 },
      { period: '09 Mar', startDate: '2026-03-09', endDate: '2026-03-15', percentageUsed: 120 },
    ]);
  });

  it('writes the year once the periods span more than a year', () => {
    const points = trendPoints([
      instance(1, '2025-01-15', '2025-02-14', 10),
      instance(14, '2026-02-15', '2026-03-14', 20),
    ]);
    expect(points.map((point) => point.period)).toEqual(['15 Jan 2025', '15 Feb 2026']);
  });

  it('draws nothing for no periods', () => {
    expect(trendPoints([])).toEqual([]);
  });
});

describe('percentAxis', () => {
  it.each([
    [[], [0, 100], [0, 25, 50, 75, 100]],
    [
      [20, 60],
      [0, 100],
      [0, 25, 50, 75, 100],
    ],
    [[130], [0, 150], [0, 25, 50, 75, 100, 125, 150]],
    [[180], [0, 200], [0, 50, 100, 150, 200]],
    [
      [-30, 90],
      [-50, 100],
      [-50, -25, 0, 25, 50, 75, 100],
    ],
    [[640], [0, 800], [0, 200, 400, 600, 800]],
  ])('%j spans %j', (values, domain, ticks) => {
    expect(percentAxis(values)).toEqual({ domain, ticks });
  });
});
