import { describe, expect, it } from 'vitest';
import { axisLimits, chartPoints, shortDay } from './balance-chart-data';

describe('shortDay', () => {
  it.each([
    { date: '2026-03-05', expected: '05 Mar' },
    { date: '2026-12-31', expected: '31 Dec' },
    { date: '2027-01-01', expected: '01 Jan' },
    { date: 'not a date', expected: 'not a date' },
  ])('$date reads $expected', ({ date, expected }) => {
    expect(shortDay(date)).toBe(expected);
  });
});

describe('chartPoints', () => {
  it.each([
    { name: 'no data', data: [], expected: [] },
    {
      name: 'sorted by date, labelled by day',
      data: [
        { date: '2026-03-02', balance: 90.5 },
        { date: '2026-02-28', balance: 100 },
        { date: '2026-03-01', balance: -20 },
      ],
      expected: [
        { day: '28 Feb', date: '2026-02-28', balance: 100 },
        { day: '01 Mar', date: '2026-03-01', balance: -20 },
        { day: '02 Mar', date: '2026-03-02', balance: 90.5 },
      ],
    },
  ])('$name', ({ data, expected }) => {
    expect(chartPoints(data)).toEqual(expected);
  });
});

describe('axisLimits', () => {
  it.each([
    { balances: [], expected: [0, 100] },
    { balances: [1234.56, 1890.1], expected: [1200, 1900] },
    { balances: [1200, 1900], expected: [1200, 1900] },
    { balances: [-250.75, 40], expected: [-300, 100] },
    { balances: [-0.5, -0.25], expected: [-100, 0] },
    { balances: [0.01], expected: [0, 100] },
    { balances: [500, 500], expected: [400, 600] },
    { balances: [0], expected: [-100, 100] },
  ])('$balances give $expected', ({ balances, expected }) => {
    expect(axisLimits(balances)).toEqual(expected);
  });
});
