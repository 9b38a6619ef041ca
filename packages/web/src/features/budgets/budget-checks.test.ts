import { describe, expect, it } from 'vitest';
import { budgetDraftProblems, budgetRefusal } from './budget-checks';
import { newBudgetDraft } from './budget-draft';

const filled = { ...newBudgetDraft('2026-03-01'), name: 'Groceries', allowanceAmount: 400 };

describe('budgetDraftProblems', () => {
  it.each([
    { case: 'a budget that may be sent', draft: filled, problems: {} },
    {
      case: 'a new budget left empty',
      draft: newBudgetDraft('2026-03-01'),
      problems: { name: 'Name is required.', allowanceAmount: 'Allowance is required.' },
    },
    { case: 'a name of spaces', draft: { ...filled, name: '   ' }, problems: { name: 'Name is required.' } },
    {
      case: 'no start date',
      draft: { ...filled, startDate: null },
      problems: { startDate: 'Start date is required.' },
    },
  ])('$case', ({ draft, problems }) => {
    expect(budgetDraftProblems(draft, null)).toEqual(problems);
  });
});

describe('budgetRefusal', () => {
  it.each([
    ['The allowance must be more than zero.', { allowanceAmount: 'Allowance must be more than zero.' }],
    ['The end date must not be before the start date.', { endDate: 'End date must not be before the start date.' }],
    ['The carry-over cap must not be below zero.', { carryOverCap: 'Carry-over cap must not be below zero.' }],
    ['A budget named Groceries already exists.', { name: 'A budget named Groceries already exists.' }],
    [
      'Primary account: choose one of your active bank accounts.',
      { primaryAccountId: 'Primary account: choose one of your active bank accounts.' },
    ],
  ])('%s is said at its field', (description, errors) => {
    expect(budgetRefusal(description)).toEqual({ errors, unplaced: null });
  });
});
