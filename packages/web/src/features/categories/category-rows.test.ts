import { describe, expect, it } from 'vitest';
import type { Category, Subcategory } from '@hearth/contract';
import { actionsFor, categoryRows, deleteMessage, type CategoryRow } from './category-rows';

function sub(id: number, name: string, changes: Partial<Subcategory> = {}): Subcategory {
  return { id, name, categoryId: 0, isDeleted: false, amount: 0, usages: 0, transactionCount: 0, ...changes };
}

function category(id: number, name: string, subcategories: Subcategory[], changes: Partial<Category> = {}): Category {
  return {
    id,
    name,
    incomeCategory: false,
    isDeleted: false,
    amount: 0,
    transactionCount: 0,
    subcategories,
    ...changes,
  };
}

const categories = [
  category(1, 'Food', [sub(11, 'Groceries', { usages: 3, amount: 42.5 }), sub(12, 'Old snacks', { isDeleted: true })]),
  category(2, 'Gone', [sub(21, 'Inside gone')], { isDeleted: true }),
  category(3, 'Home', [sub(31, 'Rent')]),
];

describe('categoryRows', () => {
  it.each([
    [false, ['category-1', 'subcategory-11', 'category-3', 'subcategory-31']],
    [
      true,
      [
        'category-1',
        'subcategory-11',
        'subcategory-12',
        'category-2',
        'subcategory-21',
        'category-3',
        'subcategory-31',
      ],
    ],
  ])('with Include Inactive %s lists %j', (includeInactive, keys) => {
    expect(categoryRows(categories, includeInactive).map((row) => row.key)).toEqual(keys);
  });

  it('carries the values the table shows', () => {
    const [, groceries] = categoryRows(categories, false);
    expect(groceries).toMatchObject({ kind: 'subcategory', name: 'Groceries', enabled: true, amount: 42.5 });
  });
});

describe('actionsFor', () => {
  const rows = categoryRows(categories, true);
  const row = (key: string) => rows.find((candidate) => candidate.key === key) as CategoryRow;

  it.each([
    ['an enabled category', 'category-1', ['modify', 'delete', 'createSubcategory']],
    ['a deleted category', 'category-2', ['restore']],
    ['a subcategory in use', 'subcategory-11', ['modify', 'merge']],
    ['a subcategory not in use', 'subcategory-31', ['modify', 'delete']],
    ['a deleted subcategory', 'subcategory-12', ['restore']],
  ])('%s offers %j', (_case, key, expected) => {
    expect(actionsFor(row(key))).toEqual(expected);
  });
});

describe('deleteMessage', () => {
  const rowOf = (key: string, list: Category[] = categories) => {
    const row = categoryRows(list, true).find((candidate) => candidate.key === key);
    if (!row) throw new Error(key);
    return row;
  };
  const busy = category(4, 'Shopping', [sub(41, 'Clothes'), sub(42, 'Gifts'), sub(43, 'Old', { isDeleted: true })], {
    transactionCount: 8439,
  });

  it.each([
    { key: 'subcategory-31', message: 'Confirm you want to delete the subcategory Rent.' },
    {
      key: 'category-3',
      message:
        'Confirm you want to delete the category Home and its subcategory. Include Inactive shows it again, to restore it.',
    },
    {
      key: 'category-4',
      message:
        'Confirm you want to delete the category Shopping and its 2 subcategories. Its 8,439 transactions keep their subcategories. Include Inactive shows it again, to restore it.',
    },
  ])('$key', ({ key, message }) => {
    expect(deleteMessage(rowOf(key, [...categories, busy]))).toBe(message);
  });
});
