import { describe, expect, it } from 'vitest';
import {
  CASH_FLOW_MONTHS,
  cashFlowFromQuery,
  cashFlowRequest,
  cashFlowToQuery,
  monthsFromQuery,
  monthsLabel,
  monthsToQuery,
  NET_WORTH_MONTHS,
  type CashFlowChoices,
} from './months-query';

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

const CASH_FLOW_DEFAULTS: CashFlowChoices = { months: 12, includeCurrent: true, includeTransfers: false };

describe('cash flow choices in the address', () => {
  it.each([
    { query: '', expected: CASH_FLOW_DEFAULTS },
    { query: 'includeTransfers=true', expected: { ...CASH_FLOW_DEFAULTS, includeTransfers: true } },
    { query: 'includeTransfers=false', expected: CASH_FLOW_DEFAULTS },
    { name: 'a flag that is no flag', query: 'includeTransfers=on', expected: CASH_FLOW_DEFAULTS },
    {
      query: 'months=24&includeCurrent=false&includeTransfers=true',
      expected: { months: 24, includeCurrent: false, includeTransfers: true },
    },
  ])('reads $query', ({ query, expected }) => {
    expect(cashFlowFromQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    { choices: CASH_FLOW_DEFAULTS, expected: '' },
    { choices: { ...CASH_FLOW_DEFAULTS, includeTransfers: true }, expected: 'includeTransfers=true' },
    {
      choices: { months: 6, includeCurrent: false, includeTransfers: true },
      expected: 'months=6&includeCurrent=false&includeTransfers=true',
    },
  ])('writes $expected and reads it back', ({ choices, expected }) => {
    const query = cashFlowToQuery(choices);
    expect(query.toString()).toBe(expected);
    expect(cashFlowFromQuery(query)).toEqual(choices);
  });

  it('leaves transfers to Cash Flow: Net Worth reads the same address without them', () => {
    expect(monthsFromQuery(new URLSearchParams('months=6&includeTransfers=true'), NET_WORTH_MONTHS)).toEqual({
      months: 6,
      includeCurrent: true,
    });
  });
});

describe('cashFlowRequest', () => {
  it.each([
    { name: 'without transfers', choices: CASH_FLOW_DEFAULTS, expected: { months: 12, includeCurrent: true } },
    {
      name: 'with transfers',
      choices: { months: 36, includeCurrent: false, includeTransfers: true },
      expected: { months: 36, includeCurrent: false, includeTransfers: true },
    },
  ])('$name', ({ choices, expected }) => {
    // toStrictEqual: transfers left out are no field at all, not a field set to undefined or false.
    expect(cashFlowRequest(choices)).toStrictEqual(expected);
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
