import { describe, expect, it } from 'vitest';
import { balanceTrendRows } from './balance-trend-rows';
import { hasInvestments, netWorthAccounts, netWorthChange, netWorthRows } from './net-worth-rows';
import { paletteColor, REPORT_PALETTE } from './palette';
import { asPeriodId, periodDays, REPORT_PERIODS } from './report-periods';
import { amountTotals, savingsRate } from './report-totals';

describe('report periods (spec section 9)', () => {
  it('map 1 to 7 onto 30 to 1095 days', () => {
    expect(REPORT_PERIODS.map((period) => [period.id, periodDays(period.id)])).toEqual([
      [1, 30],
      [2, 60],
      [3, 90],
      [4, 180],
      [5, 365],
      [6, 730],
      [7, 1095],
    ]);
  });

  it.each([
    { text: '1', id: 1 },
    { text: '7', id: 7 },
    { text: '0', id: null },
    { text: '8', id: null },
    { text: '06', id: null },
    { text: null, id: null },
  ])('$text reads as $id', ({ text, id }) => {
    expect(asPeriodId(text)).toBe(id);
  });
});

describe('paletteColor', () => {
  it('starts again after the last colour, for any index', () => {
    expect(paletteColor(0)).toBe(REPORT_PALETTE[0]);
    expect(paletteColor(REPORT_PALETTE.length)).toBe(REPORT_PALETTE[0]);
    expect(paletteColor(REPORT_PALETTE.length * 3 + 2)).toBe(REPORT_PALETTE[2]);
    expect(paletteColor(-1)).toBe(REPORT_PALETTE.at(-1));
  });
});

describe('balanceTrendRows', () => {
  it('joins the balance and the scenario by date, in date order, with the day written in full', () => {
    const rows = balanceTrendRows({
      chartData: [
        { date: '2026-03-02', balance: 90.5 },
        { date: '2026-03-01', balance: 100 },
      ],
      scenarioData: [
        { date: '2026-03-01', balance: 100 },
        { date: '2026-03-02', balance: 40 },
        { date: '2026-03-03', balance: 45 },
      ],
    });
    expect(rows).toEqual([
      { day: '01 Mar 2026', date: '2026-03-01', balance: 100, scenario: 100 },
      { day: '02 Mar 2026', date: '2026-03-02', balance: 90.5, scenario: 40 },
      { day: '03 Mar 2026', date: '2026-03-03', balance: null, scenario: 45 },
    ]);
  });

  it('has no scenario values without a scenario', () => {
    expect(balanceTrendRows({ chartData: [{ date: '2026-03-01', balance: 5 }], scenarioData: [] })).toEqual([
      { day: '01 Mar 2026', date: '2026-03-01', balance: 5, scenario: null },
    ]);
  });
});

describe('net worth rows', () => {
  const points = [
    {
      month: '2026-02',
      displayLabel: 'Feb 2026',
      date: '2026-02-28',
      total: 150,
      unpricedHoldings: 0,
      accounts: [
        { accountId: 1, name: 'Everyday', balance: 100 },
        { accountId: 2, name: 'Savings', balance: 50 },
      ],
    },
    {
      month: '2026-01',
      displayLabel: 'Jan 2026',
      date: '2026-01-31',
      total: 80,
      unpricedHoldings: 0,
      accounts: [{ accountId: 1, name: 'Everyday', balance: 80 }],
    },
  ];

  it('orders the months and keeps each account balance by id', () => {
    const rows = netWorthRows(points);
    expect(rows.map((row) => [row.month, row.total, row.balances])).toEqual([
      ['2026-01', 80, { 1: 80 }],
      ['2026-02', 150, { 1: 100, 2: 50 }],
    ]);
    expect(netWorthAccounts(points)).toEqual([
      { accountId: 1, name: 'Everyday' },
      { accountId: 2, name: 'Savings' },
    ]);
  });

  it('shows investments only once the server sends a value for them', () => {
    expect(hasInvestments(netWorthRows(points))).toBe(false);
    expect(hasInvestments(netWorthRows(points.map((point) => ({ ...point, investments: 0 }))))).toBe(false);
    expect(hasInvestments(netWorthRows([{ ...points[0]!, investments: 1200.5 }]))).toBe(true);
  });
});

describe('net worth change', () => {
  const row = (total: number, investments: number | null, unpricedHoldings: number) => ({
    month: '2026-01',
    displayLabel: 'Jan 2026',
    date: '2026-01-31',
    total,
    investments,
    unpricedHoldings,
    balances: {},
  });
  it.each([
    {
      name: 'all priced: totals compared',
      first: row(1000, 200, 0),
      last: row(1500.1, 300, 0),
      change: { amount: 500.1, up: true, withInvestments: true },
    },
    {
      name: 'down',
      first: row(1000, null, 0),
      last: row(900.99, null, 0),
      change: { amount: 99.01, up: false, withInvestments: true },
    },
    // A holding without an old price is not a gain of its whole value: only the bank accounts compare.
    {
      name: 'no price at the start',
      first: row(1000, 0, 2),
      last: row(39606, 38606, 0),
      change: { amount: 0, up: true, withInvestments: false },
    },
    {
      name: 'no price at the end',
      first: row(1500, 500, 0),
      last: row(1100, 0, 1),
      change: { amount: 100, up: true, withInvestments: false },
    },
  ])('$name', ({ first, last, change }) => {
    expect(netWorthChange(first, last)).toEqual(change);
  });
});

describe('report totals', () => {
  it('sums in cents and averages per bucket', () => {
    expect(amountTotals([0.1, 0.2, 100])).toEqual({ total: 100.3, average: 33.43 });
    expect(amountTotals([])).toEqual({ total: 0, average: 0 });
  });

  it.each([
    { income: 1000, net: 250, rate: 25 },
    { income: 3000, net: 1000, rate: 33.3 },
    { income: 1000, net: -500, rate: -50 },
    { income: 0, net: -20, rate: null },
  ])('savings rate of $net out of $income is $rate', ({ income, net, rate }) => {
    expect(savingsRate(income, net)).toBe(rate);
  });
});
