import type { Budget, BudgetPeriod } from '@hearth/contract';

/** A period of a test budget: the allowance used as given, nothing carried. */
export function period(
  budgetNumber: number,
  fromDate: string,
  toDate: string,
  used = 0,
  allowance = 100,
): BudgetPeriod {
  return {
    budgetNumber,
    fromDate,
    toDate,
    allowance,
    carryIn: 0,
    effectiveAllowance: allowance,
    used,
    left: allowance - used,
    percentageUsed: Math.round((used / allowance) * 1000) / 10,
  };
}

/** A weekly budget of $100 started on Monday 2 March 2026, three periods in (16 March is today). */
export function weeklyBudget(overrides: Partial<Budget> = {}): Budget {
  return {
    id: 7,
    name: 'Groceries',
    budgetTypeId: 1,
    budgetType: 'Weekly',
    allowanceAmount: 100,
    budgetAmount: 100,
    startDate: '2026-03-02',
    endDate: null,
    primaryAccountId: 3,
    primaryAccountName: 'Everyday',
    carryOver: false,
    carryOverCap: null,
    currentBudgetNumber: 3,
    used: 20,
    effectiveAllowance: 100,
    left: 80,
    percentageUsed: 20,
    startDayNumber: 1,
    schedule: [
      period(1, '2026-03-02', '2026-03-08', 60),
      period(2, '2026-03-09', '2026-03-15', 120),
      period(3, '2026-03-16', '2026-03-22', 20),
    ],
    allowanceChanges: [{ fromPeriod: 1, amount: 100 }],
    ...overrides,
  };
}
