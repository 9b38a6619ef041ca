import { describe, expect, it } from 'vitest';
import { weeklyBudget, period } from './budget-fixture';
import { allowanceFromChoices, initialPeriod, periodRange, periodRows, showsCarryIn } from './period-rows';

describe('periodRange', () => {
  it.each([
    ['2026-03-02', '2026-03-08', '02 Mar – 08 Mar 2026'],
    ['2025-12-29', '2026-01-04', '29 Dec 2025 – 04 Jan 2026'],
    ['2026-01-31', '2026-02-27', '31 Jan – 27 Feb 2026'],
    ['2026-03-02', '2026-03-02', '02 Mar 2026'],
  ])('%s to %s reads %s', (from, to, text) => {
    expect(periodRange(from, to)).toBe(text);
  });
});

describe('periodRows', () => {
  it('lists the newest period first and marks the current one', () => {
    const rows = periodRows(weeklyBudget());
    expect(rows.map((row) => [row.budgetNumber, row.range, row.isCurrent])).toEqual([
      [3, '16 Mar – 22 Mar 2026', true],
      [2, '09 Mar – 15 Mar 2026', false],
      [1, '02 Mar – 08 Mar 2026', false],
    ]);
    expect(rows[1]).toMatchObject({ used: 120, left: -20, percentageUsed: 120 });
  });

  it('marks no period before the budget starts', () => {
    const rows = periodRows(
      weeklyBudget({ currentBudgetNumber: 0, schedule: [period(1, '2026-04-06', '2026-04-12')] }),
    );
    expect(rows.map((row) => row.isCurrent)).toEqual([false]);
  });

  it('keeps the order it is given no part in', () => {
    const budget = weeklyBudget();
    const shuffled = { ...budget, schedule: [budget.schedule[1]!, budget.schedule[2]!, budget.schedule[0]!] };
    expect(periodRows(shuffled).map((row) => row.budgetNumber)).toEqual([3, 2, 1]);
  });
});

describe('initialPeriod', () => {
  it('opens on the current period', () => {
    expect(initialPeriod(weeklyBudget())?.budgetNumber).toBe(3);
  });

  it('opens on the first period before the budget starts', () => {
    expect(
      initialPeriod(weeklyBudget({ currentBudgetNumber: 0, schedule: [period(1, '2026-04-06', '2026-04-12')] }))
        ?.budgetNumber,
    ).toBe(1);
  });
});

describe('showsCarryIn', () => {
  it('shows the column for a budget that carries over, or once did', () => {
    expect(showsCarryIn(weeklyBudget())).toBe(false);
    expect(showsCarryIn(weeklyBudget({ carryOver: true }))).toBe(true);
    const carried = weeklyBudget();
    carried.schedule[1] = { ...carried.schedule[1]!, carryIn: 40 };
    expect(showsCarryIn(carried)).toBe(true);
  });
});

describe('allowanceFromChoices', () => {
  it('offers the next period, this one and every earlier one, newest first', () => {
    expect(allowanceFromChoices(weeklyBudget())).toEqual([
      { value: 4, label: 'Next period: from 23 Mar 2026' },
      { value: 3, label: 'This period: 16 Mar – 22 Mar 2026' },
      { value: 2, label: 'Period 2: 09 Mar – 15 Mar 2026' },
      { value: 1, label: 'Period 1: 02 Mar – 08 Mar 2026' },
    ]);
  });

  it('offers no next period once the budget has ended', () => {
    const ended = weeklyBudget({ endDate: '2026-03-22' });
    expect(allowanceFromChoices(ended).map((choice) => choice.value)).toEqual([3, 2, 1]);
  });

  it('offers the first period alone before the budget starts', () => {
    const future = weeklyBudget({ currentBudgetNumber: 0, schedule: [period(1, '2026-04-06', '2026-04-12')] });
    expect(allowanceFromChoices(future)).toEqual([{ value: 1, label: 'Period 1: 06 Apr – 12 Apr 2026' }]);
  });
});
