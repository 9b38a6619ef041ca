import { describe, expect, it } from 'vitest';
import { accountTypeFilterOf, defaultCategoryLabel, filterAccountsByName } from './account-list-filter';

describe('accountTypeFilterOf', () => {
  it.each([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 0],
    ['abc', 0],
    ['', 0],
  ])('route id %s filters by type %i', (param, expected) => {
    expect(accountTypeFilterOf(param)).toBe(expected);
  });
});

describe('filterAccountsByName', () => {
  const accounts = [{ name: 'Bakery' }, { name: 'cheque' }, { name: 'Savings' }, { name: 'Café Ümlaut' }];

  it.each([
    ['', ['Bakery', 'cheque', 'Savings', 'Café Ümlaut']],
    ['   ', ['Bakery', 'cheque', 'Savings', 'Café Ümlaut']],
    ['CHE', ['cheque']],
    [' sav ', ['Savings']],
    ['a', ['Bakery', 'Savings', 'Café Ümlaut']],
    ['ümlaut', ['Café Ümlaut']],
    ['zzz', []],
  ])('"%s" keeps %j', (search, expected) => {
    expect(filterAccountsByName(accounts, search).map((account) => account.name)).toEqual(expected);
  });
});

describe('defaultCategoryLabel', () => {
  it.each([
    [{ defaultCategory: 'Food', defaultSubcategory: 'Groceries' }, 'Food - Groceries'],
    [{ defaultCategory: null, defaultSubcategory: null }, ''],
    [{ defaultCategory: 'Food', defaultSubcategory: null }, ''],
    [{ defaultCategory: null, defaultSubcategory: 'Groceries' }, 'Groceries'],
  ])('%j reads "%s"', (account, expected) => {
    expect(defaultCategoryLabel(account)).toBe(expected);
  });
});
