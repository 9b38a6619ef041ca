import { describe, expect, it } from 'vitest';
import { budgetsOf, type BudgetMonth } from './book-budgets.js';

const food = { category: 'Everyday', subcategory: 'Food' };
const fun = { category: 'Everyday', subcategory: 'Fun' };
const otherFood = { category: 'Travel', subcategory: 'Food' };
const month = (subcategory: typeof food, at: string, amount: number): BudgetMonth => ({
  subcategory,
  month: at,
  amount,
});

describe('budgetsOf', () => {
  it.each([
    [
      'one amount every month',
      [month(food, '2026-01', 500), month(food, '2026-02', 500)],
      [{ fromPeriod: 1, amount: 500 }],
    ],
    [
      'a change, a month left out (zero) and a negative month (zero)',
      [
        month(food, '2025-11', 400),
        month(food, '2025-12', 600),
        month(food, '2026-02', -50),
        month(food, '2026-03', 600),
      ],
      [
        { fromPeriod: 1, amount: 400 },
        { fromPeriod: 2, amount: 600 },
        { fromPeriod: 3, amount: 0 },
        { fromPeriod: 5, amount: 600 },
      ],
    ],
    [
      'starts at the first month with an amount',
      [month(food, '2026-01', 0), month(food, '2026-03', 300)],
      [{ fromPeriod: 1, amount: 300 }],
    ],
  ])('%s', (_, months, changes) => {
    const [budget] = budgetsOf(months);
    expect(budget?.changes).toEqual(changes);
  });

  it('names budgets after their subcategory, unique, and leaves out categories never budgeted', () => {
    const budgets = budgetsOf([
      month(food, '2026-03', 100),
      month(otherFood, '2026-04', 200),
      month(fun, '2026-03', 0),
    ]);
    expect(budgets.map((budget) => [budget.name, budget.startDate])).toEqual([
      ['Food', '2026-03-01'],
      ['Food (2)', '2026-04-01'],
    ]);
  });
});
