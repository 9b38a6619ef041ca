import { describe, expect, it } from 'vitest';
import { transactionLineLabel } from './transaction-line-label';

describe('transactionLineLabel', () => {
  it.each([
    {
      categoryName: 'Food',
      subCategoryName: 'Groceries',
      budget: 'Weekly shop',
      expected: 'Food - Groceries (Weekly shop)',
    },
    { categoryName: 'Food', subCategoryName: 'Groceries', budget: null, expected: 'Food - Groceries' },
    { categoryName: null, subCategoryName: null, budget: null, expected: 'Uncategorised' },
    { categoryName: null, subCategoryName: null, budget: 'Holiday', expected: 'Uncategorised (Holiday)' },
  ])('$expected', ({ expected, ...line }) => {
    expect(transactionLineLabel(line)).toBe(expected);
  });
});
