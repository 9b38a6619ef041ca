import { describe, expect, it } from 'vitest';
import {
  categoryAmountFromQuery,
  categoryAmountRequest,
  categoryAmountToQuery,
  type CategoryAmountChoices,
} from './category-amount-query';

const DEFAULTS: CategoryAmountChoices = {
  periodId: 6,
  advanced: false,
  fromDate: null,
  toDate: null,
  categoryId: null,
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
  ])('$expected', ({ choices, expected }) => {
    expect(categoryAmountToQuery(choices).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const choices: CategoryAmountChoices = {
      periodId: 2,
      advanced: true,
      fromDate: '2024-03-01',
      toDate: '2024-03-31',
      categoryId: 3,
    };
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
  ])('$name', ({ choices, expected }) => {
    expect(categoryAmountRequest(choices)).toEqual({ request: expected, problem: null });
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
