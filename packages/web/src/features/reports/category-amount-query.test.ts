import { describe, expect, it } from 'vitest';
import {
  categoryAmountFromQuery,
  categoryAmountRequest,
  categoryAmountToQuery,
  type CategoryAmountChoices,
} from './category-amount-query';

const DEFAULTS: CategoryAmountChoices = {
  side: 'spending',
  periodId: 6,
  advanced: false,
  fromDate: null,
  toDate: null,
  categoryId: null,
  includeTransfers: false,
};

describe('categoryAmountFromQuery', () => {
  it.each([
    { query: '', expected: DEFAULTS },
    { query: 'period=3', expected: { ...DEFAULTS, periodId: 3 } },
    {
      query: 'advanced=true&from=2025-01-01&to=2025-12-31&categoryId=4',
      expected: { ...DEFAULTS, advanced: true, fromDate: '2025-01-01', toDate: '2025-12-31', categoryId: 4 },
    },
    { name: 'advanced values without Advanced Selection', query: 'from=2025-01-01&categoryId=4', expected: DEFAULTS },
    {
      name: 'dates that are no dates',
      query: 'advanced=true&from=2025-02-30&to=yesterday',
      expected: { ...DEFAULTS, advanced: true },
    },
    { query: 'show=income', expected: { ...DEFAULTS, side: 'income' } },
    { query: 'show=spending', expected: DEFAULTS },
    { name: 'a side that is none', query: 'show=transfers', expected: DEFAULTS },
    { name: 'a side in capitals', query: 'show=Income', expected: DEFAULTS },
    { query: 'includeTransfers=true', expected: { ...DEFAULTS, includeTransfers: true } },
    { query: 'includeTransfers=false', expected: DEFAULTS },
    { name: 'a flag that is no flag', query: 'includeTransfers=1', expected: DEFAULTS },
    {
      name: 'transfers stay with Advanced Selection',
      query: 'show=income&advanced=true&categoryId=4&includeTransfers=true',
      expected: { ...DEFAULTS, side: 'income', advanced: true, categoryId: 4, includeTransfers: true },
    },
  ])('$query', ({ query, expected }) => {
    expect(categoryAmountFromQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('categoryAmountToQuery', () => {
  it.each([
    { choices: DEFAULTS, expected: '' },
    { choices: { ...DEFAULTS, periodId: 1 as const }, expected: 'period=1' },
    {
      choices: { ...DEFAULTS, advanced: true, fromDate: '2025-01-01', toDate: null, categoryId: 9 },
      expected: 'advanced=true&from=2025-01-01&categoryId=9',
    },
    {
      name: 'hidden values are dropped',
      choices: { ...DEFAULTS, fromDate: '2025-01-01', categoryId: 9 },
      expected: '',
    },
    { choices: { ...DEFAULTS, side: 'income' as const }, expected: 'show=income' },
    { choices: { ...DEFAULTS, includeTransfers: true }, expected: 'includeTransfers=true' },
    {
      choices: { ...DEFAULTS, side: 'income' as const, periodId: 3 as const, includeTransfers: true },
      expected: 'show=income&period=3&includeTransfers=true',
    },
  ])('$expected', ({ choices, expected }) => {
    expect(categoryAmountToQuery(choices).toString()).toBe(expected);
  });

  it.each<{ name: string; choices: CategoryAmountChoices }>([
    { name: 'the defaults', choices: DEFAULTS },
    {
      name: 'dates and a category',
      choices: {
        side: 'spending',
        periodId: 2,
        advanced: true,
        fromDate: '2024-03-01',
        toDate: '2024-03-31',
        categoryId: 3,
        includeTransfers: false,
      },
    },
    { name: 'income', choices: { ...DEFAULTS, side: 'income' } },
    { name: 'transfers included', choices: { ...DEFAULTS, includeTransfers: true } },
    {
      name: 'income and transfers between dates',
      choices: {
        ...DEFAULTS,
        side: 'income',
        periodId: 1,
        advanced: true,
        toDate: '2025-06-30',
        includeTransfers: true,
      },
    },
  ])('reads back what it writes: $name', ({ choices }) => {
    expect(categoryAmountFromQuery(categoryAmountToQuery(choices))).toEqual(choices);
  });
});

describe('categoryAmountRequest', () => {
  it.each([
    {
      name: 'a period back from today',
      choices: { ...DEFAULTS, periodId: 4 as const },
      expected: { historicDays: 180 },
    },
    { name: 'the default 730 days', choices: DEFAULTS, expected: { historicDays: 730 } },
    {
      name: 'dates and a category',
      choices: { ...DEFAULTS, advanced: true, fromDate: '2025-01-01', toDate: '2025-01-31', categoryId: 2 },
      expected: { fromDate: '2025-01-01', toDate: '2025-01-31', categoryId: 2 },
    },
    {
      name: 'one day',
      choices: { ...DEFAULTS, advanced: true, fromDate: '2025-01-01', toDate: '2025-01-01' },
      expected: { fromDate: '2025-01-01', toDate: '2025-01-01', categoryId: null },
    },
    {
      name: 'either side asks the same',
      choices: { ...DEFAULTS, side: 'income' as const },
      expected: { historicDays: 730 },
    },
    {
      name: 'transfers included',
      choices: { ...DEFAULTS, includeTransfers: true },
      expected: { historicDays: 730, includeTransfers: true },
    },
    {
      name: 'transfers included between dates',
      choices: { ...DEFAULTS, advanced: true, fromDate: '2025-01-01', includeTransfers: true },
      expected: { fromDate: '2025-01-01', toDate: null, categoryId: null, includeTransfers: true },
    },
  ])('$name', ({ choices, expected }) => {
    // toStrictEqual: transfers left out are no field at all, not a field set to undefined or false.
    expect(categoryAmountRequest(choices)).toStrictEqual({ request: expected, problem: null });
  });

  it('says when From is after To instead of asking the server', () => {
    expect(
      categoryAmountRequest({ ...DEFAULTS, advanced: true, fromDate: '2025-02-01', toDate: '2025-01-31' }),
    ).toEqual({
      request: null,
      problem: 'From must be on or before To.',
    });
  });
});
