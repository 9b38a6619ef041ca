import { describe, expect, it } from 'vitest';
import {
  applyScheduleAccountDefaults,
  changeScheduleType,
  draftToScheduleRequest,
  newScheduleDraft,
  scheduleDraftProblems,
  scheduleFieldVisibility,
  type ScheduleDraft,
} from './schedule-draft';

const filled = (change: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  ...newScheduleDraft('2027-01-31'),
  description: 'Rent',
  debitAccountId: 1,
  creditAccountId: 2,
  amount: 950,
  ...change,
});

describe('scheduleFieldVisibility', () => {
  it.each([
    {
      recurrence: 1,
      end: 1,
      shown: { endType: false, finalPaymentDate: false, numberOfPayments: false, weekendEvents: false },
    },
    {
      recurrence: 1,
      end: 3,
      shown: { endType: false, finalPaymentDate: false, numberOfPayments: false, weekendEvents: false },
    },
    {
      recurrence: 4,
      end: 1,
      shown: { endType: true, finalPaymentDate: false, numberOfPayments: false, weekendEvents: true },
    },
    {
      recurrence: 2,
      end: 2,
      shown: { endType: true, finalPaymentDate: false, numberOfPayments: true, weekendEvents: true },
    },
    {
      recurrence: 8,
      end: 3,
      shown: { endType: true, finalPaymentDate: true, numberOfPayments: false, weekendEvents: true },
    },
  ])('recurrence $recurrence, end type $end', ({ recurrence, end, shown }) => {
    expect(scheduleFieldVisibility({ recurrenceTypeId: recurrence, recurrenceEndTypeId: end })).toEqual(shown);
  });
});

describe('changeScheduleType', () => {
  it.each([
    { from: 1, to: 2, sides: [1, 2], after: [2, 1] },
    { from: 1, to: 3, sides: [1, 2], after: [1, null] },
    { from: 2, to: 3, sides: [2, 1], after: [null, 1] },
    { from: 3, to: 2, sides: [1, 5], after: [null, 1] },
    { from: 3, to: 1, sides: [1, 5], after: [1, null] },
  ] as const)('$from to $to moves $sides to $after', ({ from, to, sides, after }) => {
    const draft = changeScheduleType(
      filled({ transactionTypeId: from, debitAccountId: sides[0], creditAccountId: sides[1] }),
      to,
    );
    expect([draft.debitAccountId, draft.creditAccountId]).toEqual(after);
    expect(draft.transactionTypeId).toBe(to);
  });
});

describe('applyScheduleAccountDefaults', () => {
  it.each([
    {
      name: 'fills both when no subcategory is chosen',
      chosen: null,
      budget: null,
      account: { defaultSubCategoryId: 7, defaultBudgetId: 3 },
      after: [7, 3],
    },
    {
      name: 'keeps the budget when the account has none',
      chosen: null,
      budget: 4,
      account: { defaultSubCategoryId: 7, defaultBudgetId: null },
      after: [7, 4],
    },
    {
      name: 'keeps a chosen subcategory and its budget',
      chosen: 9,
      budget: 4,
      account: { defaultSubCategoryId: 7, defaultBudgetId: 3 },
      after: [9, 4],
    },
    {
      name: 'an account without a default changes nothing',
      chosen: null,
      budget: null,
      account: { defaultSubCategoryId: null, defaultBudgetId: 3 },
      after: [null, null],
    },
    { name: 'a cleared picker changes nothing', chosen: null, budget: 2, account: null, after: [null, 2] },
  ])('$name', ({ chosen, budget, account, after }) => {
    const draft = applyScheduleAccountDefaults(filled({ subcategoryId: chosen, budgetId: budget }), account);
    expect([draft.subcategoryId, draft.budgetId]).toEqual(after);
  });
});

describe('draftToScheduleRequest', () => {
  it.each([
    { name: 'empty description', change: { description: '  ' }, field: 'description' },
    { name: 'no start', change: { scheduleStart: null }, field: 'scheduleStart' },
    { name: 'no debit account', change: { debitAccountId: null }, field: 'debitAccountId' },
    { name: 'no credit account', change: { creditAccountId: null }, field: 'creditAccountId' },
    { name: 'no amount', change: { amount: null }, field: 'amount' },
    { name: 'end by date without a date', change: { recurrenceEndTypeId: 3 }, field: 'scheduleEnd' },
    { name: 'end by count without a count', change: { recurrenceEndTypeId: 2 }, field: 'numberOfTransactions' },
    {
      name: 'a count of 0',
      change: { recurrenceEndTypeId: 2, numberOfTransactions: 0 },
      field: 'numberOfTransactions',
    },
    {
      name: 'a count past the bound',
      change: { recurrenceEndTypeId: 2, numberOfTransactions: 10_001 },
      field: 'numberOfTransactions',
    },
    {
      name: 'a final date before the start',
      change: { recurrenceEndTypeId: 3, scheduleEnd: '2027-01-30' },
      field: 'scheduleEnd',
    },
    { name: 'an amount of 0', change: { amount: 0 }, field: 'amount' },
  ])('$name is refused on $field', ({ change, field }) => {
    const check = draftToScheduleRequest(filled(change));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors)).toEqual([field]);
  });

  it.each([
    {
      name: 'a monthly schedule ending on a date sends only that end',
      change: { recurrenceEndTypeId: 3, scheduleEnd: '2027-12-31', numberOfTransactions: 4, weekdayOnlyTypeId: 3 },
      sent: { recurrenceEndTypeId: 3, scheduleEnd: '2027-12-31', numberOfTransactions: null, weekdayOnlyTypeId: 3 },
    },
    {
      name: 'a count sends only the count',
      change: { recurrenceEndTypeId: 2, scheduleEnd: '2027-12-31', numberOfTransactions: 4 },
      sent: { recurrenceEndTypeId: 2, scheduleEnd: null, numberOfTransactions: 4, weekdayOnlyTypeId: 1 },
    },
    {
      name: 'Once has no end and no weekend rule, whatever was picked before',
      change: { recurrenceTypeId: 1, recurrenceEndTypeId: 3, scheduleEnd: null, weekdayOnlyTypeId: 2 },
      sent: { recurrenceEndTypeId: 1, scheduleEnd: null, numberOfTransactions: null, weekdayOnlyTypeId: 1 },
    },
  ])('$name', ({ change, sent }) => {
    const check = draftToScheduleRequest(filled(change));
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.request).toMatchObject(sent);
  });

  it('sends the id of a saved schedule, a trimmed description and the tags', () => {
    const check = draftToScheduleRequest(filled({ id: 12, description: ' Rent ', tags: [4, 5], autoPay: true }));
    expect(check.ok && check.request).toMatchObject({
      id: 12,
      description: 'Rent',
      tags: [4, 5],
      autoPay: true,
      amount: 950,
    });
  });

  it('a new schedule sends no id', () => {
    const check = draftToScheduleRequest(filled());
    expect(check.ok && 'id' in check.request).toBe(false);
  });
});

describe('scheduleDraftProblems', () => {
  it.each([
    { name: 'nothing wrong', change: {}, problems: {} },
    {
      name: 'an empty count is not yet a problem',
      change: { recurrenceEndTypeId: 2, numberOfTransactions: null },
      problems: {},
    },
    {
      name: 'a count of 0',
      change: { recurrenceEndTypeId: 2, numberOfTransactions: 0 },
      problems: { numberOfTransactions: 'A schedule needs at least 1 payment.' },
    },
    {
      name: 'a hidden count is not checked',
      change: { recurrenceEndTypeId: 1, numberOfTransactions: 0 },
      problems: {},
    },
    {
      name: 'a final date on the start day',
      change: { recurrenceEndTypeId: 3, scheduleEnd: '2027-01-31' },
      problems: {},
    },
    {
      name: 'a final date before the start',
      change: { recurrenceEndTypeId: 3, scheduleEnd: '2027-01-30' },
      problems: { scheduleEnd: 'The final payment date must not be before the starting date.' },
    },
    { name: 'an amount of 0', change: { amount: 0 }, problems: { amount: 'The amount must be more than zero.' } },
  ])('$name', ({ change, problems }) => {
    expect(scheduleDraftProblems(filled(change))).toEqual(problems);
  });
});
