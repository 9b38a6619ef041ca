import { describe, expect, it } from 'vitest';
import {
  bulkChangeList,
  bulkChangeQuestion,
  bulkUpdateRequestOf,
  EMPTY_BULK_FIELDS,
  hasBulkChange,
  type BulkUpdateFields,
} from './bulk-update-fields';

const fields = (changes: Partial<BulkUpdateFields>): BulkUpdateFields => ({ ...EMPTY_BULK_FIELDS, ...changes });

describe('hasBulkChange', () => {
  it.each([
    { name: 'nothing', input: fields({}), expected: false },
    { name: 'a blank description', input: fields({ description: '   ' }), expected: false },
    { name: 'a date', input: fields({ transactionDate: '2026-04-01' }), expected: true },
    { name: 'an amount', input: fields({ transactionAmount: 12.5 }), expected: true },
    {
      name: 'a zero amount (the server refuses it with its reason)',
      input: fields({ transactionAmount: 0 }),
      expected: true,
    },
    { name: 'a description', input: fields({ description: 'Rent' }), expected: true },
    { name: 'a subcategory', input: fields({ subCategoryId: 4 }), expected: true },
    { name: 'a budget', input: fields({ budgetId: 2 }), expected: true },
    { name: 'a tag', input: fields({ tagIds: [3] }), expected: true },
  ])('$name → $expected', ({ input, expected }) => {
    expect(hasBulkChange(input)).toBe(expected);
  });
});

describe('bulkUpdateRequestOf', () => {
  it.each([
    {
      name: 'empty fields become null',
      input: fields({ transactionDate: '2026-04-01' }),
      ids: [5, 3, 5],
      expected: {
        transactionIds: [5, 3],
        transactionDate: '2026-04-01',
        transactionAmount: null,
        description: null,
        subCategoryId: null,
        budgetId: null,
        tagIds: null,
      },
    },
    {
      name: 'every field',
      input: fields({
        transactionDate: '2026-04-01',
        transactionAmount: 9.99,
        description: ' Rent ',
        subCategoryId: 4,
        budgetId: 2,
        tagIds: [1, 6],
      }),
      ids: [8],
      expected: {
        transactionIds: [8],
        transactionDate: '2026-04-01',
        transactionAmount: 9.99,
        description: 'Rent',
        subCategoryId: 4,
        budgetId: 2,
        tagIds: [1, 6],
      },
    },
  ])('$name', ({ input, ids, expected }) => {
    expect(bulkUpdateRequestOf(input, ids)).toEqual(expected);
  });
});

describe('bulkChangeList', () => {
  const words = {
    date: (iso: string) => `day ${iso}`,
    amount: (amount: number) => `$${amount.toFixed(2)}`,
    subcategory: (id: number) => `sub ${id}`,
    budget: (id: number) => `budget ${id}`,
    tag: (id: number) => `tag ${id}`,
  };

  it.each([
    { name: 'nothing', input: fields({ description: '  ' }), expected: [] },
    {
      name: 'every field, in the order of the panel',
      input: fields({
        transactionDate: '2026-04-01',
        transactionAmount: 9.5,
        description: ' Rent ',
        subCategoryId: 4,
        budgetId: 2,
        tagIds: [1, 6],
      }),
      expected: [
        { label: 'New Date', value: 'day 2026-04-01' },
        { label: 'New Amount', value: '$9.50 (transactions of one line; splits keep theirs)' },
        { label: 'New Description', value: 'Rent' },
        { label: 'Subcategory', value: 'sub 4 on every line' },
        { label: 'Budget', value: 'budget 2 on every line' },
        { label: 'Tags added', value: 'tag 1, tag 6' },
      ],
    },
    {
      name: 'a zero amount is still a change',
      input: fields({ transactionAmount: 0 }),
      expected: [{ label: 'New Amount', value: '$0.00 (transactions of one line; splits keep theirs)' }],
    },
  ])('$name', ({ input, expected }) => {
    expect(bulkChangeList(input, words)).toEqual(expected);
  });

  it.each([
    [1, 'Change 1 transaction?'],
    [12, 'Change 12 transactions?'],
  ])('asks about %i', (count, question) => {
    expect(bulkChangeQuestion(count)).toBe(question);
  });
});
