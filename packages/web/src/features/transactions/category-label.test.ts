import { describe, expect, it } from 'vitest';
import { categoryLabel, otherSideName, signedAmountFor } from './transaction-for-account';

const sides = { debitAccountId: 1, creditAccountId: 2, debitAccountName: 'Everyday', creditAccountName: 'Grocer' };

describe('signedAmountFor', () => {
  it.each([
    { accountId: 1, amount: 12.5, expected: -12.5, why: 'money leaves the debit account' },
    { accountId: 2, amount: 12.5, expected: 12.5, why: 'money arrives on the credit account' },
    { accountId: 1, amount: 0.01, expected: -0.01, why: 'the smallest amount keeps its sign' },
  ])('$why: $amount for account $accountId is $expected', ({ accountId, amount, expected }) => {
    expect(signedAmountFor({ amount, debitAccountId: 1 }, accountId)).toBe(expected);
  });
});

describe('otherSideName', () => {
  it.each([
    { accountId: 1, expected: 'Grocer' },
    { accountId: 2, expected: 'Everyday' },
  ])('account $accountId sees $expected on the other side', ({ accountId, expected }) => {
    expect(otherSideName(sides, accountId)).toBe(expected);
  });
});

describe('categoryLabel', () => {
  const line = { id: 1, amount: 1, budgetId: null, categoryId: 1, subCategoryId: 1, categoryName: 'Food', subCategoryName: 'Groceries', budget: null };
  it.each([
    { lines: [line], categoryName: 'Food', subCategoryName: 'Groceries', expected: 'Food - Groceries' },
    { lines: [line, { ...line, id: 2 }], categoryName: 'Food', subCategoryName: 'Groceries', expected: 'Split (2)' },
    { lines: [line, { ...line, id: 2 }, { ...line, id: 3 }], categoryName: null, subCategoryName: null, expected: 'Split (3)' },
    { lines: [{ ...line, categoryName: null, subCategoryName: null }], categoryName: null, subCategoryName: null, expected: '' },
  ])('$expected', ({ lines, categoryName, subCategoryName, expected }) => {
    expect(categoryLabel({ transactionLines: lines, categoryName, subCategoryName })).toBe(expected);
  });
});
