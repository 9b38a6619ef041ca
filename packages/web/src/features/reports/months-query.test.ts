import { describe, expect, it } from 'vitest';
import { CASH_FLOW_MONTHS, monthsFromQuery, monthsLabel, monthsToQuery, NET_WORTH_MONTHS } from './months-query';

describe('monthsFromQuery', () => {
  it.each([
    { settings: NET_WORTH_MONTHS, query: '', expected: { months: 24, includeCurrent: true } },
    { settings: CASH_FLOW_MONTHS, query: '', expected: { months: 12, includeCurrent: true } },
    {
      settings: CASH_FLOW_MONTHS,
      query: 'months=6&includeCurrent=false',
      expected: { months: 6, includeCurrent: false },
    },
    {
      name: 'a length not offered',
      settings: CASH_FLOW_MONTHS,
      query: 'months=7',
      expected: { months: 12, includeCurrent: true },
    },
    {
      name: 'not a number',
      settings: NET_WORTH_MONTHS,
      query: 'months=lots&includeCurrent=maybe',
      expected: { months: 24, includeCurrent: true },
    },
  ])('$query', ({ settings, query, expected }) => {
    expect(monthsFromQuery(new URLSearchParams(query), settings)).toEqual(expected);
  });
});

describe('monthsToQuery', () => {
  it.each([
    { choices: { months: 12, includeCurrent: true }, expected: '' },
    { choices: { months: 36, includeCurrent: false }, expected: 'months=36&includeCurrent=false' },
  ])('$expected', ({ choices, expected }) => {
    const query = monthsToQuery(choices, CASH_FLOW_MONTHS);
    expect(query.toString()).toBe(expected);
    expect(monthsFromQuery(query, CASH_FLOW_MONTHS)).toEqual(choices);
  });
});

describe('monthsLabel', () => {
  it.each([
    { months: 6, label: '6 months' },
    { months: 12, label: '1 year' },
    { months: 24, label: '2 years' },
    { months: 60, label: '5 years' },
  ])('$months reads $label', ({ months, label }) => {
    expect(monthsLabel(months)).toBe(label);
  });
});
