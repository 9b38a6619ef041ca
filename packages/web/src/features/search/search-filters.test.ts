import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  rangeProblems,
  REVERSED_AMOUNTS,
  REVERSED_DATES,
  searchRequestOf,
  type SearchFilters,
} from './search-filters';

const filters = (changes: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...changes });

describe('filtersToQuery', () => {
  it.each([
    { name: 'no filters', input: filters({}), query: '' },
    { name: 'a description, trimmed', input: filters({ description: '  milk ' }), query: 'description=milk' },
    {
      name: 'ids and deleted ones',
      input: filters({ accountId: 3, subCategoryId: 7, tagId: 2, includeDeleted: true }),
      query: 'accountId=3&subCategoryId=7&tagId=2&includeDeleted=true',
    },
    {
      name: 'a date range',
      input: filters({ dateMode: 'between', fromDate: '2026-01-01', toDate: '2026-01-31', exactDate: '2026-01-15' }),
      query: 'fromDate=2026-01-01&toDate=2026-01-31',
    },
    {
      name: 'an exact date',
      input: filters({ dateMode: 'exact', exactDate: '2026-01-15', fromDate: '2026-01-01' }),
      query: 'exactDate=2026-01-15',
    },
    { name: 'dates of a mode not chosen', input: filters({ dateMode: 'any', exactDate: '2026-01-15' }), query: '' },
    {
      name: 'an amount range',
      input: filters({ amountMode: 'between', minValue: 10, maxValue: 20.5 }),
      query: 'minValue=10.00&maxValue=20.50',
    },
    {
      name: 'an exact amount',
      input: filters({ amountMode: 'exact', exactValue: 0.1, minValue: 4 }),
      query: 'exactValue=0.10',
    },
    { name: 'a zero amount', input: filters({ amountMode: 'exact', exactValue: 0 }), query: 'exactValue=0.00' },
  ])('writes $name', ({ input, query }) => {
    expect(filtersToQuery(input).toString()).toBe(query);
  });
});

describe('filtersFromQuery', () => {
  it.each([
    { query: '', expected: filters({}) },
    { query: 'description=milk&includeDeleted=true', expected: filters({ description: 'milk', includeDeleted: true }) },
    { query: 'accountId=3&subCategoryId=7&tagId=2', expected: filters({ accountId: 3, subCategoryId: 7, tagId: 2 }) },
    { query: 'fromDate=2026-01-01', expected: filters({ dateMode: 'between', fromDate: '2026-01-01' }) },
    {
      query: 'exactDate=2026-01-15&fromDate=2026-01-01',
      expected: filters({ dateMode: 'exact', exactDate: '2026-01-15' }),
    },
    { query: 'maxValue=20.5', expected: filters({ amountMode: 'between', maxValue: 20.5 }) },
    { query: 'exactValue=12.34&minValue=1', expected: filters({ amountMode: 'exact', exactValue: 12.34 }) },
  ])('reads "$query"', ({ query, expected }) => {
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    'accountId=abc',
    'accountId=0',
    'accountId=-3',
    'subCategoryId=1.5',
    'fromDate=2026-02-30',
    'exactDate=yesterday',
    'exactValue=12.345',
    'minValue=-4',
    'maxValue=ten',
    'includeDeleted=yes',
  ])('drops what is malformed: "%s"', (query) => {
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(filters({}));
  });

  it('restores what it wrote', () => {
    const input = filters({
      description: 'milk',
      accountId: 3,
      subCategoryId: 9,
      tagId: 4,
      includeDeleted: true,
      dateMode: 'between',
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      amountMode: 'between',
      minValue: 5,
      maxValue: 99.99,
    });
    expect(filtersFromQuery(filtersToQuery(input))).toEqual(input);
  });
});

describe('searchRequestOf', () => {
  it('sends only the values of the chosen modes', () => {
    const request = searchRequestOf(
      filters({
        description: ' bread ',
        dateMode: 'exact',
        exactDate: '2026-02-02',
        fromDate: '2026-01-01',
        amountMode: 'between',
        minValue: 3,
        exactValue: 8,
      }),
    );
    expect(request).toEqual({
      description: 'bread',
      accountId: null,
      subCategoryId: null,
      tagId: null,
      includeDeleted: false,
      exactDate: '2026-02-02',
      fromDate: null,
      toDate: null,
      exactValue: null,
      minValue: 3,
      maxValue: null,
    });
  });
});

describe('rangeProblems', () => {
  const between = (change: Partial<SearchFilters>): SearchFilters => ({
    ...EMPTY_FILTERS,
    dateMode: 'between',
    amountMode: 'between',
    ...change,
  });
  it.each([
    { name: 'a date range in order', filters: between({ fromDate: '2026-01-01', toDate: '2026-01-31' }), problems: {} },
    { name: 'one day', filters: between({ fromDate: '2026-01-01', toDate: '2026-01-01' }), problems: {} },
    {
      name: 'a reversed date range',
      filters: between({ fromDate: '2026-02-01', toDate: '2026-01-31' }),
      problems: { toDate: REVERSED_DATES },
    },
    {
      name: 'a reversed date range not in use',
      filters: { ...between({ fromDate: '2026-02-01', toDate: '2026-01-31' }), dateMode: 'any' as const },
      problems: {},
    },
    { name: 'an amount range in order', filters: between({ minValue: 5, maxValue: 10 }), problems: {} },
    {
      name: 'a reversed amount range',
      filters: between({ minValue: 10, maxValue: 5 }),
      problems: { maxValue: REVERSED_AMOUNTS },
    },
    { name: 'an open range', filters: between({ minValue: 10, maxValue: null }), problems: {} },
  ])('$name', ({ filters, problems }) => {
    expect(rangeProblems(filters)).toEqual(problems);
  });
});
