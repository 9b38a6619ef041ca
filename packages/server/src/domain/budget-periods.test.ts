import { describe, expect, it } from 'vitest';
import { budgetPeriod, budgetPeriods, periodNumberOn, type BudgetRule } from './budget-periods.js';

const weekly = (startDate: string, endDate: string | null = null): BudgetRule => ({ typeId: 1, startDate, endDate });
const monthly = (startDate: string, endDate: string | null = null): BudgetRule => ({ typeId: 2, startDate, endDate });
const fortnightly = (startDate: string, endDate: string | null = null): BudgetRule => ({
  typeId: 3,
  startDate,
  endDate,
});

describe('budget periods', () => {
  it.each([
    ['weekly, first', weekly('2026-11-02'), 1, ['2026-11-02', '2026-11-08']],
    ['weekly, across a year end', weekly('2026-12-28'), 1, ['2026-12-28', '2027-01-03']],
    ['weekly, 53rd', weekly('2026-01-05'), 53, ['2027-01-04', '2027-01-10']],
    ['fortnightly, second', fortnightly('2026-11-02'), 2, ['2026-11-16', '2026-11-29']],
    ['monthly from the 15th', monthly('2026-01-15'), 2, ['2026-02-15', '2026-03-14']],
    ['monthly from the 31st into February', monthly('2026-01-31'), 1, ['2026-01-31', '2026-02-27']],
    ['monthly from the 31st, February', monthly('2026-01-31'), 2, ['2026-02-28', '2026-03-30']],
    ['monthly from the 31st, March', monthly('2026-01-31'), 3, ['2026-03-31', '2026-04-29']],
    ['monthly from the 31st, leap February', monthly('2028-01-31'), 2, ['2028-02-29', '2028-03-30']],
    ['monthly from 29 Feb of a leap year, a year on', monthly('2028-02-29'), 13, ['2029-02-28', '2029-03-28']],
    ['monthly across a year end', monthly('2026-11-30'), 2, ['2026-12-30', '2027-01-29']],
    ['an end date mid-period cuts the period', weekly('2026-11-02', '2026-11-11'), 2, ['2026-11-09', '2026-11-11']],
    ['monthly, an end date mid-period', monthly('2026-01-10', '2026-03-01'), 2, ['2026-02-10', '2026-03-01']],
  ] as const)('%s: period %i is %j', (_name, rule, n, [from, to]) => {
    expect(budgetPeriod(rule, n)).toEqual({ budgetNumber: n, fromDate: from, toDate: to });
  });

  it.each([
    ['after the end date', weekly('2026-11-02', '2026-11-11'), 3],
    ['number zero', weekly('2026-11-02'), 0],
    ['beyond the last date kept', weekly('2199-12-25'), 3],
  ] as const)('has no period %s', (_name, rule, n) => {
    expect(budgetPeriod(rule, n)).toBeNull();
  });

  it.each([
    ['before the start', weekly('2026-11-02'), '2026-11-01', 0],
    ['on the start', weekly('2026-11-02'), '2026-11-02', 1],
    ['on the last day of period 1', weekly('2026-11-02'), '2026-11-08', 1],
    ['on the first day of period 2', weekly('2026-11-02'), '2026-11-09', 2],
    ['fortnightly, day 14', fortnightly('2026-11-02'), '2026-11-15', 1],
    ['fortnightly, day 15', fortnightly('2026-11-02'), '2026-11-16', 2],
    ['monthly from the 31st, on 27 Feb', monthly('2026-01-31'), '2026-02-27', 1],
    ['monthly from the 31st, on 28 Feb', monthly('2026-01-31'), '2026-02-28', 2],
    ['monthly from the 31st, on 30 Mar', monthly('2026-01-31'), '2026-03-30', 2],
    ['monthly from the 31st, on 31 Mar', monthly('2026-01-31'), '2026-03-31', 3],
    ['monthly from the 15th, on the 14th five years on', monthly('2026-01-15'), '2031-01-14', 60],
    ['after the end: the last period', weekly('2026-11-02', '2026-11-11'), '2027-06-01', 2],
    ['a budget starting in the future', monthly('2027-01-01'), '2026-11-24', 0],
  ] as const)('numbers the period %s', (_name, rule, date, n) => {
    expect(periodNumberOn(rule, date)).toBe(n);
  });

  it('lists periods in order without gaps or overlaps, and stops at the end date', () => {
    const periods = budgetPeriods(monthly('2026-01-31', '2026-12-15'), 20);
    expect(periods).toHaveLength(11);
    for (let i = 1; i < periods.length; i += 1) {
      const day = new Date(`${periods[i - 1]?.toDate}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      expect(periods[i]?.fromDate).toBe(day.toISOString().slice(0, 10));
    }
    expect(periods.at(-1)).toEqual({ budgetNumber: 11, fromDate: '2026-11-30', toDate: '2026-12-15' });
  });
});
