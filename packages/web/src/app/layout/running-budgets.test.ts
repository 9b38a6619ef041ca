import { describe, expect, it } from 'vitest';
import { runningBudgets } from './running-budgets';

const TODAY = '2026-03-16';

describe('runningBudgets', () => {
  it.each([
    ['running without an end', { currentBudgetNumber: 3, endDate: null }, true],
    ['ending today', { currentBudgetNumber: 3, endDate: TODAY }, true],
    ['ending later', { currentBudgetNumber: 1, endDate: '2026-12-31' }, true],
    ['not started yet', { currentBudgetNumber: 0, endDate: null }, false],
    ['ended yesterday', { currentBudgetNumber: 9, endDate: '2026-03-15' }, false],
  ])('a budget %s: shown %s', (_what, budget, shown) => {
    expect(runningBudgets([budget], TODAY)).toHaveLength(shown ? 1 : 0);
  });

  it('keeps the order it is given (the server sorts by name)', () => {
    const budgets = [
      { id: 2, currentBudgetNumber: 1, endDate: null },
      { id: 1, currentBudgetNumber: 0, endDate: null },
      { id: 3, currentBudgetNumber: 4, endDate: null },
    ];
    expect(runningBudgets(budgets, TODAY).map((budget) => budget.id)).toEqual([2, 3]);
  });
});
