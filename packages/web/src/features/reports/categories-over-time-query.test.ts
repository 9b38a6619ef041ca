import { describe, expect, it } from 'vitest';
import {
  categoriesOverTimeFromQuery,
  categoriesOverTimeRequest,
  categoriesOverTimeToQuery,
  selectionFromValue,
  selectionName,
  selectionValue,
  type CategoriesOverTimeChoices,
} from './categories-over-time-query';

const DEFAULTS: CategoriesOverTimeChoices = {
  periodId: 6,
  granularity: 'month',
  includeCurrent: false,
  selection: { kind: 'all' },
  includeTransfers: false,
};

describe('categoriesOverTimeFromQuery', () => {
  it.each([
    { query: '', expected: DEFAULTS },
    {
      query: 'period=5&granularity=week&includeCurrent=true&categoryId=3',
      expected: {
        ...DEFAULTS,
        periodId: 5,
        granularity: 'week',
        includeCurrent: true,
        selection: { kind: 'category', id: 3 },
      },
    },
    {
      name: 'a subcategory wins over its category',
      query: 'categoryId=3&subCategoryId=12',
      expected: { ...DEFAULTS, selection: { kind: 'subcategory', id: 12 } },
    },
    { name: 'an unknown granularity', query: 'granularity=day', expected: DEFAULTS },
    { name: 'granularity by number is not taken', query: 'granularity=2', expected: DEFAULTS },
    { query: 'includeTransfers=true', expected: { ...DEFAULTS, includeTransfers: true } },
    { query: 'includeTransfers=false', expected: DEFAULTS },
    { name: 'a flag that is no flag', query: 'includeTransfers=yes', expected: DEFAULTS },
  ])('$query', ({ query, expected }) => {
    expect(categoriesOverTimeFromQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('categoriesOverTimeToQuery', () => {
  it.each([
    { choices: DEFAULTS, expected: '' },
    {
      choices: { ...DEFAULTS, granularity: 'quarter' as const, includeCurrent: true },
      expected: 'granularity=quarter&includeCurrent=true',
    },
    {
      choices: { ...DEFAULTS, periodId: 7 as const, selection: { kind: 'subcategory' as const, id: 8 } },
      expected: 'period=7&subCategoryId=8',
    },
    { choices: { ...DEFAULTS, includeTransfers: true }, expected: 'includeTransfers=true' },
    {
      choices: { ...DEFAULTS, selection: { kind: 'category' as const, id: 2 }, includeTransfers: true },
      expected: 'categoryId=2&includeTransfers=true',
    },
  ])('$expected', ({ choices, expected }) => {
    expect(categoriesOverTimeToQuery(choices).toString()).toBe(expected);
  });

  it.each<{ name: string; choices: CategoriesOverTimeChoices }>([
    {
      name: 'a category by year',
      choices: {
        periodId: 3,
        granularity: 'year',
        includeCurrent: true,
        selection: { kind: 'category', id: 4 },
        includeTransfers: false,
      },
    },
    {
      name: 'a subcategory with transfers',
      choices: { ...DEFAULTS, selection: { kind: 'subcategory', id: 9 }, includeTransfers: true },
    },
  ])('reads back what it writes: $name', ({ choices }) => {
    expect(categoriesOverTimeFromQuery(categoriesOverTimeToQuery(choices))).toEqual(choices);
  });
});

describe('categoriesOverTimeRequest', () => {
  it.each([
    {
      choices: DEFAULTS,
      expected: {
        historicDays: 730,
        granularity: 'month',
        includeCurrent: false,
        categoryId: null,
        subCategoryId: null,
      },
    },
    {
      choices: {
        periodId: 1 as const,
        granularity: 'week' as const,
        includeCurrent: true,
        selection: { kind: 'subcategory' as const, id: 5 },
        includeTransfers: false,
      },
      expected: { historicDays: 30, granularity: 'week', includeCurrent: true, categoryId: null, subCategoryId: 5 },
    },
    {
      choices: { ...DEFAULTS, granularity: 'quarter' as const, includeTransfers: true },
      expected: {
        historicDays: 730,
        granularity: 'quarter',
        includeCurrent: false,
        categoryId: null,
        subCategoryId: null,
        includeTransfers: true,
      },
    },
  ])('$expected.historicDays days by $expected.granularity', ({ choices, expected }) => {
    // toStrictEqual: transfers left out are no field at all, not a field set to undefined or false.
    expect(categoriesOverTimeRequest(choices)).toStrictEqual(expected);
  });
});

describe('the picker value of a selection', () => {
  it.each([
    { selection: { kind: 'all' as const }, value: null },
    { selection: { kind: 'category' as const, id: 3 }, value: 'category:3' },
    { selection: { kind: 'subcategory' as const, id: 12 }, value: 'subcategory:12' },
  ])('$value', ({ selection, value }) => {
    expect(selectionValue(selection)).toBe(value);
    expect(selectionFromValue(value)).toEqual(selection);
  });

  it.each(['category:', 'category:0', 'budget:3', 'subcategory:1x'])('%s reads as all spending', (value) => {
    expect(selectionFromValue(value)).toEqual({ kind: 'all' });
  });
});

describe('selectionName', () => {
  const categories = [
    {
      id: 1,
      name: 'Food',
      subcategories: [
        { id: 10, name: 'Groceries', categoryId: 1, isDeleted: false, amount: 0, usages: 0, transactionCount: 0 },
      ],
    },
  ];
  it.each([
    { selection: { kind: 'all' as const }, name: 'All spending' },
    { selection: { kind: 'category' as const, id: 1 }, name: 'Food' },
    { selection: { kind: 'subcategory' as const, id: 10 }, name: 'Food - Groceries' },
    { selection: { kind: 'subcategory' as const, id: 99 }, name: 'Subcategory' },
  ])('$name', ({ selection, name }) => {
    expect(selectionName(selection, categories)).toBe(name);
  });
});
