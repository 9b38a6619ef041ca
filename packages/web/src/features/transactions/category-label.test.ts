import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  const line = {
    id: 1,
    amount: 1,
    budgetId: null,
    categoryId: 1,
    subCategoryId: 1,
    categoryName: 'Food',
    subCategoryName: 'Groceries',
    budget: null,
  };
  it.each([
    { lines: [line], categoryName: 'Food', subCategoryName: 'Groceries', expected: 'Food - Groceries' },
    { lines: [line, { ...line, id: 2 }], categoryName: 'Food', subCategoryName: 'Groceries', expected: 'Split (2)' },
    {
      lines: [line, { ...line, id: 2 }, { ...line, id: 3 }],
      categoryName: null,
      subCategoryName: null,
      expected: 'Split (3)',
    },
    {
      lines: [{ ...line, categoryName: null, subCategoryName: null }],
      categoryName: null,
      subCategoryName: null,
      expected: '',
    },
  ])('$expected', ({ lines, categoryName, subCategoryName, expected }) => {
    expect(categoryLabel({ transactionLines: lines, categoryName, subCategoryName })).toBe(expected);
  });
});
