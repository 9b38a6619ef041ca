import { describe, expect, it } from 'vitest';
import { bulkUpdateRequestOf, EMPTY_BULK_FIELDS, hasBulkChange, type BulkUpdateFields } from './bulk-update-fields';

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
