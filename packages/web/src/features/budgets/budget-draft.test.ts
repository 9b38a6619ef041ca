import { describe, expect, it } from 'vitest';
import { weeklyBudget } from './budget-fixture';
import { asksAllowanceFrom, draftOfBudget, draftToSaveBody, newBudgetDraft } from './budget-draft';

describe('draftToSaveBody', () => {
  it('leaves empty required fields out, so the server says they are required', () => {
    const draft = { ...newBudgetDraft('2026-03-16'), name: '  Dining  ', startDate: null };
    const body = draftToSaveBody(draft, null);
    expect(body).toEqual({
      id: null,
      name: 'Dining',
      endDate: null,
      budgetTypeId: 2,
      primaryAccountId: null,
      startDayNumber: 1,
      carryOver: false,
      carryOverCap: null,
    });
    expect('allowanceAmount' in body).toBe(false);
  });

  it('sends the cap only with carry-over', () => {
    const draft = { ...newBudgetDraft('2026-03-16'), name: 'Dining', allowanceAmount: 200, carryOverCap: 50 };
    expect(draftToSaveBody(draft, null).carryOverCap).toBeNull();
    expect(draftToSaveBody({ ...draft, carryOver: true }, null)).toMatchObject({
      carryOver: true,
      carryOverCap: 50,
      allowanceAmount: 200,
    });
  });

  it('applies a changed allowance from the current period unless another is chosen', () => {
    const saved = weeklyBudget();
    const draft = { ...draftOfBudget(saved), allowanceAmount: 150 };
    expect(draftToSaveBody(draft, saved).allowanceFromPeriod).toBe(3);
    expect(draftToSaveBody({ ...draft, allowanceFromPeriod: 4 }, saved).allowanceFromPeriod).toBe(4);
  });

  it('sends no period when the allowance stays or the periods are numbered afresh', () => {
    const saved = weeklyBudget();
    const unchanged = draftOfBudget(saved);
    expect('allowanceFromPeriod' in draftToSaveBody({ ...unchanged, allowanceFromPeriod: 2 }, saved)).toBe(false);
    const restarted = { ...unchanged, allowanceAmount: 150, startDate: '2026-03-09' };
    expect(asksAllowanceFrom(restarted, saved)).toBe(false);
    expect('allowanceFromPeriod' in draftToSaveBody(restarted, saved)).toBe(false);
    expect(asksAllowanceFrom({ ...unchanged, allowanceAmount: 150, budgetTypeId: 2 }, saved)).toBe(false);
  });

  it('asks nothing of a new budget', () => {
    expect(asksAllowanceFrom({ ...newBudgetDraft('2026-03-16'), allowanceAmount: 10 }, null)).toBe(false);
  });
});
