import { describe, expect, it } from 'vitest';
import { axisScale, chartPoints, dayLabelInterval, shortDay } from './balance-chart-data';

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

describe('axisScale', () => {
  it.each([
    { name: 'no balance', balances: [], domain: [0, 100], ticks: [0, 25, 50, 75, 100] },
    { name: 'within one hundred', balances: [2450, 2500], domain: [2400, 2500], ticks: [2400, 2425, 2450, 2475, 2500] },
    {
      name: 'cents round outwards',
      balances: [1234.56, 1390.1],
      domain: [1200, 1400],
      ticks: [1200, 1250, 1300, 1350, 1400],
    },
    { name: 'three hundreds', balances: [1200, 1500], domain: [1200, 1500], ticks: [1200, 1300, 1400, 1500] },
    {
      name: 'a wide range in steps of 500',
      balances: [2260, 4220],
      domain: [2000, 4500],
      ticks: [2000, 2500, 3000, 3500, 4000, 4500],
    },
    { name: 'across zero', balances: [-250.75, 40], domain: [-300, 100], ticks: [-300, -200, -100, 0, 100] },
    { name: 'small negatives', balances: [-0.5, -0.25], domain: [-100, 0], ticks: [-100, -75, -50, -25, 0] },
    { name: 'a flat line', balances: [500, 500], domain: [400, 600], ticks: [400, 450, 500, 550, 600] },
    { name: 'a flat zero', balances: [0], domain: [-100, 100], ticks: [-100, -50, 0, 50, 100] },
    {
      name: 'large amounts',
      balances: [12_000, 98_765.43],
      domain: [0, 100_000],
      ticks: [0, 20_000, 40_000, 60_000, 80_000, 100_000],
    },
  ])('$name', ({ balances, domain, ticks }) => {
    const scale = axisScale(balances);
    expect(scale.domain).toEqual(domain);
    expect(scale.ticks).toEqual(ticks);
    // Every limit is a whole hundred, and no tick is -0.
    expect(scale.domain.every((limit) => limit % 100 === 0)).toBe(true);
    expect(scale.ticks.some((tick) => Object.is(tick, -0))).toBe(false);
  });
});

describe('dayLabelInterval', () => {
  it.each([
    { days: 0, interval: 0 },
    { days: 6, interval: 0 },
    { days: 7, interval: 1 },
    // Fifteen days of the dashboard: a label every third day, 09, 12, 15, 18, 21 Nov.
    { days: 15, interval: 2 },
    { days: 31, interval: 5 },
    { days: 366, interval: 60 },
  ])('$days days: skip $interval between labels', ({ days, interval }) => {
    expect(dayLabelInterval(days)).toBe(interval);
  });
});
