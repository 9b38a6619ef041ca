import { describe, expect, it } from 'vitest';
import {
  TOTAL_TOO_LARGE,
  ZERO_AMOUNT,
  ZERO_SPLIT_LINE,
  type Transaction,
  type TransactionTypeId,
} from '@hearth/contract';
import {
  bankAccountOf,
  changeDraftType,
  draftOf,
  draftToRequest,
  newDraft,
  nextDraftAfter,
  presetFromState,
  reconciledTotalProblem,
  type TransactionDraft,
} from './transaction-draft';
import { blankLine } from './transaction-lines';

const draft = (change: Partial<TransactionDraft> = {}): TransactionDraft => ({
  id: null,
  transactionDate: '2026-03-04',
  transactionTypeId: 1,
  debitAccountId: 1,
  creditAccountId: 2,
  description: ' Weekly shop ',
  lines: [{ ...blankLine(1), amount: 30, subCategoryId: 7, categoryId: 3 }],
  tags: [5],
  ...change,
});

describe('newDraft', () => {
  it.each([
    { name: 'no preset', preset: null, debit: null, credit: null },
    { name: 'from a bank account', preset: { accountId: 4, accountTypeId: 1 }, debit: 4, credit: null },
    { name: 'from a third party', preset: { accountId: 9, accountTypeId: 2 }, debit: null, credit: 9 },
  ])('$name: a payment dated today', ({ preset, debit, credit }) => {
    expect(newDraft('2026-03-04', preset)).toEqual({
      id: null,
      transactionDate: '2026-03-04',
      transactionTypeId: 1,
      debitAccountId: debit,
      creditAccountId: credit,
      description: '',
      lines: [blankLine()],
      tags: [],
    });
  });
});

describe('changeDraftType', () => {
  it.each<{ from: TransactionTypeId; to: TransactionTypeId; debit: number | null; credit: number | null }>([
    { from: 1, to: 2, debit: 2, credit: 1 },
    { from: 1, to: 3, debit: 1, credit: null },
    { from: 2, to: 1, debit: 2, credit: 1 },
    { from: 2, to: 3, debit: null, credit: 2 },
    { from: 3, to: 2, debit: null, credit: 1 },
    { from: 3, to: 1, debit: 1, credit: null },
    { from: 1, to: 1, debit: 1, credit: 2 },
  ])('$from to $to leaves debit $debit and credit $credit', ({ from, to, debit, credit }) => {
    const next = changeDraftType(draft({ transactionTypeId: from }), to);
    expect(next).toMatchObject({
      transactionTypeId: to,
      debitAccountId: debit,
      creditAccountId: credit,
      description: ' Weekly shop ',
    });
  });
});

describe('bankAccountOf', () => {
  it.each<{ type: TransactionTypeId; expected: number }>([
    { type: 1, expected: 1 },
    { type: 2, expected: 2 },
    { type: 3, expected: 1 },
  ])('type $type: account $expected', ({ type, expected }) => {
    expect(bankAccountOf({ transactionTypeId: type, debitAccountId: 1, creditAccountId: 2 })).toBe(expected);
  });
});

describe('draftToRequest', () => {
  it('builds the save request with lines and tag ids, trimming the description', () => {
    const check = draftToRequest(
      draft({
        id: 12,
        lines: [
          { ...blankLine(1), id: 30, amount: 30, subCategoryId: 7, categoryId: 3, budgetId: 2 },
          { ...blankLine(2), amount: 12.5 },
        ],
      }),
    );
    expect(check).toEqual({
      ok: true,
      request: {
        id: 12,
        transactionDate: '2026-03-04',
        transactionTypeId: 1,
        debitAccountId: 1,
        creditAccountId: 2,
        description: 'Weekly shop',
        transactionLines: [
          { id: 30, amount: 30, subCategoryId: 7, budgetId: 2 },
          { amount: 12.5, subCategoryId: null, budgetId: null },
        ],
        tags: [5],
      },
    });
  });

  it.each([
    { name: 'no date', change: { transactionDate: null }, errors: { transactionDate: 'Pick a date' } },
    {
      name: 'no debit account',
      change: { debitAccountId: null },
      errors: { debitAccountId: 'Pick the debit account' },
    },
    {
      name: 'no credit account',
      change: { creditAccountId: null },
      errors: { creditAccountId: 'Pick the credit account' },
    },
    {
      name: 'a line without an amount',
      change: { lines: [{ ...blankLine(1), amount: 3 }, blankLine(4)] },
      errors: { lineAmounts: { 4: 'Enter an amount' } },
    },
    {
      name: 'a split line of $0.00',
      change: {
        lines: [
          { ...blankLine(1), amount: 3 },
          { ...blankLine(2), amount: 0 },
        ],
      },
      errors: { lineAmounts: { 2: ZERO_SPLIT_LINE } },
    },
    {
      name: 'an amount of $0.00',
      change: { lines: [{ ...blankLine(1), amount: 0 }] },
      errors: { lineAmounts: { 1: ZERO_AMOUNT } },
    },
    {
      name: 'lines adding up to more than one transaction may carry',
      change: {
        lines: [
          { ...blankLine(1), amount: 999_999_999_999.99 },
          { ...blankLine(2), amount: 0.02 },
        ],
      },
      errors: { total: TOTAL_TOO_LARGE },
    },
  ])('refuses $name', ({ change, errors }) => {
    expect(draftToRequest(draft(change))).toEqual({ ok: false, errors });
  });
});

describe('draftOf', () => {
  it('reads a stored transaction back into a draft', () => {
    const stored = {
      id: 12,
      transactionDate: '2026-03-04',
      transactionTypeId: 2,
      debitAccountId: 9,
      creditAccountId: 1,
      description: 'Salary',
      transactionLines: [{ id: 30, amount: 100, categoryId: 3, subCategoryId: 7, budgetId: null }],
      tags: [{ id: 5, name: 'Work' }],
    } as unknown as Transaction;
    expect(draftOf(stored)).toEqual({
      id: 12,
      transactionDate: '2026-03-04',
      transactionTypeId: 2,
      debitAccountId: 9,
      creditAccountId: 1,
      description: 'Salary',
      lines: [{ key: 1, id: 30, amount: 100, categoryId: 3, subCategoryId: 7, budgetId: null }],
      tags: [5],
    });
  });
});

describe('reconciledTotalProblem', () => {
  const split = (...amounts: number[]) =>
    draft({ lines: amounts.map((amount, index) => ({ ...blankLine(index + 1), amount })) });
  it.each([
    { name: 'the same one line', next: split(30), problem: null },
    { name: 'split anew to the same total', next: split(20.5, 9.5), problem: null },
    { name: 'a split with a line taking money back', next: split(35, -5), problem: null },
    {
      name: 'another total',
      next: split(20, 9.99),
      problem: 'Reconciled with a bank statement: the lines must still add up to $30.00.',
    },
  ])('$name', ({ next, problem }) => {
    expect(reconciledTotalProblem(split(30), next)).toBe(problem);
  });
});

describe('presetFromState', () => {
  it.each([
    { state: null, expected: null },
    { state: 'x', expected: null },
    { state: { accountId: '4', accountTypeId: 1 }, expected: null },
    { state: { accountId: 4, accountTypeId: 1 }, expected: { accountId: 4, accountTypeId: 1 } },
  ])('$state', ({ state, expected }) => {
    expect(presetFromState(state)).toEqual(expected);
  });
});

describe('nextDraftAfter', () => {
  it.each([
    { name: 'a payment keeps its day and bank account', saved: draft(), debit: 1, credit: null },
    {
      name: 'a deposit keeps the bank account it went into',
      saved: draft({ transactionTypeId: 2, debitAccountId: 9, creditAccountId: 1 }),
      debit: null,
      credit: 1,
    },
  ])('$name', ({ saved, debit, credit }) => {
    const next = nextDraftAfter(saved);
    expect(next).toMatchObject({
      id: null,
      transactionDate: saved.transactionDate,
      transactionTypeId: saved.transactionTypeId,
      debitAccountId: debit,
      creditAccountId: credit,
      description: '',
      tags: [],
    });
    expect(next.lines).toHaveLength(1);
    expect(next.lines[0]?.amount).toBeNull();
  });
});
