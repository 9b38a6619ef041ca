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
};

describe('categoriesOverTimeFromQuery', () => {
  it.each([
    { query: '', expected: DEFAULTS },
    {
      query: 'period=5&granularity=week&includeCurrent=true&categoryId=3',
      expected: { periodId: 5, granularity: 'week', includeCurrent: true, selection: { kind: 'category', id: 3 } },
    },
    {
      name: 'a subcategory wins over its category',
      query: 'categoryId=3&subCategoryId=12',
      expected: { ...DEFAULTS, selection: { kind: 'subcategory', id: 12 } },
    },
    { name: 'an unknown granularity', query: 'granularity=day', expected: DEFAULTS },
    { name: 'granularity by number is not taken', query: 'granularity=2', expected: DEFAULTS },
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
  ])('$expected', ({ choices, expected }) => {
    expect(categoriesOverTimeToQuery(choices).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const choices: CategoriesOverTimeChoices = {
      periodId: 3,
      granularity: 'year',
      includeCurrent: true,
      selection: { kind: 'category', id: 4 },
    };
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
      },
      expected: { historicDays: 30, granularity: 'week', includeCurrent: true, categoryId: null, subCategoryId: 5 },
    },
  ])('$expected.historicDays days by $expected.granularity', ({ choices, expected }) => {
    expect(categoriesOverTimeRequest(choices)).toEqual(expected);
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
