import { describe, expect, it } from 'vitest';
import type { Account } from '@hearth/contract';
import {
  accountTypeOfParam,
  accountValuesOf,
  newAccountValues,
  saveAccountRequestOf,
  type AccountFormValues,
} from './account-form-values';

const filled: Omit<AccountFormValues, 'accountTypeId'> = {
  name: '  Everyday  ',
  isActive: false,
  openingDate: '2026-01-31',
  openingBalance: 1234.56,
  isFavourite: true,
  canQuickTransaction: true,
  defaultSubCategoryId: 7,
  defaultBudgetId: 3,
};

describe('saveAccountRequestOf', () => {
  it.each([
    [
      'a new bank account keeps its bank fields and clears third-party ones',
      { ...filled, accountTypeId: 1 as const },
      null,
      {
        id: null,
        name: 'Everyday',
        accountTypeId: 1,
        isActive: false,
        openingDate: '2026-01-31',
        openingBalance: 1234.56,
        isFavourite: true,
        canQuickTransaction: false,
        defaultSubCategoryId: null,
        defaultBudgetId: null,
      },
    ],
    [
      'a third party keeps its defaults and clears bank fields',
      { ...filled, accountTypeId: 2 as const },
      42,
      {
        id: 42,
        name: 'Everyday',
        accountTypeId: 2,
        isActive: false,
        openingDate: null,
        openingBalance: null,
        isFavourite: false,
        canQuickTransaction: true,
        defaultSubCategoryId: 7,
        defaultBudgetId: 3,
      },
    ],
  ])('%s', (_case, values, id, expected) => {
    expect(saveAccountRequestOf(values, id)).toEqual(expected);
  });
});

describe('accountTypeOfParam', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['bank', 1],
  ])('?type=%s starts a new account of type %i', (param, expected) => {
    expect(accountTypeOfParam(param)).toBe(expected);
  });
});

describe('form values', () => {
  it('start empty and active for a new account', () => {
    expect(newAccountValues(2)).toMatchObject({ name: '', accountTypeId: 2, isActive: true, openingBalance: null });
  });

  it('round-trip a saved third party into the same request', () => {
    const account: Account = {
      id: 9,
      name: 'Corner Shop',
      accountTypeId: 2,
      accountType: 'Third Party',
      date: '2026-01-01',
      openingDate: null,
      openingBalance: 0,
      isFavourite: false,
      isActive: true,
      isDeleted: false,
      canQuickTransaction: true,
      defaultSubCategoryId: 5,
      defaultSubcategoryId: 5,
      defaultBudgetId: null,
      defaultCategoryId: 2,
      defaultCategory: 'Food',
      defaultSubcategory: 'Groceries',
      defaultBudget: null,
      balance: 10,
      futureAmount: 0,
      pendingAmount: 0,
      transactionCount: 1,
    };
    expect(saveAccountRequestOf(accountValuesOf(account), account.id)).toMatchObject({
      id: 9,
      name: 'Corner Shop',
      accountTypeId: 2,
      canQuickTransaction: true,
      defaultSubCategoryId: 5,
    });
  });
});
