import { describe, expect, it } from 'vitest';
import {
  applyHypotheticalAccountDefaults,
  changeHypotheticalType,
  hypotheticalRequestOf,
  newHypotheticalDraft,
  type HypotheticalDraft,
} from './hypothetical-draft';

const loan = (extra: Partial<HypotheticalDraft> = {}): HypotheticalDraft => ({
  ...newHypotheticalDraft('2026-03-10'),
  description: ' Car loan ',
  debitAccountId: 1,
  creditAccountId: 9,
  amount: 250,
  ...extra,
});

describe('hypotheticalRequestOf', () => {
  it('sends a monthly loan with no end, trimmed', () => {
    expect(hypotheticalRequestOf(loan())).toEqual({
      ok: true,
      request: {
        description: 'Car loan',
        transactionTypeId: 1,
        debitAccountId: 1,
        creditAccountId: 9,
        subcategoryId: null,
        amount: 250,
        recurrenceTypeId: 4,
        scheduleStart: '2026-03-10',
        recurrenceEndTypeId: 1,
        scheduleEnd: null,
        numberOfTransactions: null,
        weekdayOnlyTypeId: 1,
      },
    });
  });

  it.each<[string, Partial<HypotheticalDraft>, Record<string, unknown>]>([
    [
      '48 payments',
      { recurrenceEndTypeId: 2, numberOfTransactions: 48 },
      { recurrenceEndTypeId: 2, numberOfTransactions: 48 },
    ],
    [
      'a final date',
      { recurrenceEndTypeId: 3, scheduleEnd: '2030-03-10' },
      { recurrenceEndTypeId: 3, scheduleEnd: '2030-03-10' },
    ],
    [
      'a one-off payment sends no end and no weekend rule',
      { recurrenceTypeId: 1, recurrenceEndTypeId: 3, scheduleEnd: '2030-03-10', weekdayOnlyTypeId: 2 },
      { recurrenceEndTypeId: 1, scheduleEnd: null, weekdayOnlyTypeId: 1 },
    ],
    ['a saved one keeps its id', { id: 12 }, { id: 12 }],
  ])('%s', (_name, extra, expected) => {
    const check = hypotheticalRequestOf(loan(extra));
    expect(check.ok && check.request).toMatchObject(expected);
  });

  it.each<[string, Partial<HypotheticalDraft>, Record<string, string>]>([
    [
      'nothing filled in',
      { description: '', debitAccountId: null, creditAccountId: null, amount: null, scheduleStart: null },
      {
        description: 'Enter a description',
        debitAccountId: 'Pick the debit account',
        creditAccountId: 'Pick the credit account',
        amount: 'Enter an amount',
        scheduleStart: 'Pick the starting date',
      },
    ],
    ['an amount of 0', { amount: 0 }, { amount: 'The amount must be more than zero.' }],
    ['no count', { recurrenceEndTypeId: 2 }, { numberOfTransactions: 'Enter how many payments' }],
    [
      'a count of 0',
      { recurrenceEndTypeId: 2, numberOfTransactions: 0 },
      { numberOfTransactions: 'A schedule needs at least 1 payment.' },
    ],
    ['no final date', { recurrenceEndTypeId: 3 }, { scheduleEnd: 'Pick the final payment date' }],
    [
      'a final date before the start',
      { recurrenceEndTypeId: 3, scheduleEnd: '2026-03-09' },
      { scheduleEnd: 'The final payment date must not be before the starting date.' },
    ],
  ])('refuses %s at the field', (_name, extra, errors) => {
    expect(hypotheticalRequestOf(loan(extra))).toEqual({ ok: false, errors });
  });
});

describe('changeHypotheticalType', () => {
  it.each([
    ['Payment to Deposit swaps the sides', 2, [9, 1]],
    ['Payment to Transfer keeps the bank and clears the payee', 3, [1, null]],
  ] as const)('%s', (_name, to, [debit, credit]) => {
    const changed = changeHypotheticalType(loan(), to);
    expect([changed.transactionTypeId, changed.debitAccountId, changed.creditAccountId]).toEqual([to, debit, credit]);
  });
});

describe('applyHypotheticalAccountDefaults', () => {
  it.each([
    ['fills the default subcategory', null, 5, 5],
    ['keeps a subcategory already chosen', 3, 5, 3],
    ['leaves none without a default', null, null, null],
  ])('%s', (_name, chosen, accountDefault, expected) => {
    const draft = applyHypotheticalAccountDefaults(loan({ subcategoryId: chosen }), {
      defaultSubCategoryId: accountDefault,
    });
    expect(draft.subcategoryId).toBe(expected);
  });
});
