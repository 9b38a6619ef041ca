import { describe, expect, it } from 'vitest';
import { endBalances, forecastRows, type ForecastRow } from './scenario-forecast-rows';

const point = (date: string, balance: number) => ({ date, balance });

describe('forecastRows', () => {
  it.each([
    { name: 'no data', chartData: [], scenarioData: [], expected: [] },
    {
      name: 'the same days, joined',
      chartData: [point('2026-03-01', 5000), point('2026-03-02', 4000)],
      scenarioData: [point('2026-03-01', 5000), point('2026-03-02', 3000)],
      expected: [
        { day: '01 Mar', date: '2026-03-01', withoutScenario: 5000, withScenario: 5000 },
        { day: '02 Mar', date: '2026-03-02', withoutScenario: 4000, withScenario: 3000 },
      ],
    },
    {
      name: 'out of order, across a year',
      chartData: [point('2027-01-01', -20.5), point('2026-12-31', 10)],
      scenarioData: [point('2026-12-31', 10), point('2027-01-01', -40.25)],
      expected: [
        { day: '31 Dec', date: '2026-12-31', withoutScenario: 10, withScenario: 10 },
        { day: '01 Jan', date: '2027-01-01', withoutScenario: -20.5, withScenario: -40.25 },
      ],
    },
    {
      name: 'no scenario series',
      chartData: [point('2026-03-01', 100)],
      scenarioData: [],
      expected: [{ day: '01 Mar', date: '2026-03-01', withoutScenario: 100, withScenario: null }],
    },
    {
      name: 'a day only one series has',
      chartData: [point('2026-03-01', 100)],
      scenarioData: [point('2026-03-01', 100), point('2026-03-02', 80)],
      expected: [
        { day: '01 Mar', date: '2026-03-01', withoutScenario: 100, withScenario: 100 },
        { day: '02 Mar', date: '2026-03-02', withoutScenario: null, withScenario: 80 },
      ],
    },
  ])('$name', ({ chartData, scenarioData, expected }) => {
    expect(forecastRows({ chartData, scenarioData })).toEqual(expected);
  });
});

describe('endBalances', () => {
  const row = (date: string, withoutScenario: number | null, withScenario: number | null): ForecastRow => ({
    day: date,
    date,
    withoutScenario,
    withScenario,
  });

  it.each([
    { name: 'no rows', rows: [], expected: null },
    {
      name: 'the last day',
      rows: [row('2026-03-01', 5000, 5000), row('2026-03-02', 4000, 3000)],
      expected: { date: '2026-03-02', withoutScenario: 4000, withScenario: 3000 },
    },
    {
      name: 'a zero balance counts',
      rows: [row('2026-03-01', 0, -10)],
      expected: { date: '2026-03-01', withoutScenario: 0, withScenario: -10 },
    },
    {
      name: 'the last day both series reach',
      rows: [row('2026-03-01', 100, 100), row('2026-03-02', 90, 80), row('2026-03-03', null, 70)],
      expected: { date: '2026-03-02', withoutScenario: 90, withScenario: 80 },
    },
    { name: 'no day with both', rows: [row('2026-03-01', 100, null)], expected: null },
  ])('$name', ({ rows, expected }) => {
    expect(endBalances(rows)).toEqual(expected);
  });
});
