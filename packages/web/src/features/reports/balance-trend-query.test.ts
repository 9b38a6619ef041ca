import { describe, expect, it } from 'vitest';
import { balanceTrendFromQuery, balanceTrendToQuery, type BalanceTrendChoices } from './balance-trend-query';

const parse = (query: string) => balanceTrendFromQuery(new URLSearchParams(query));
const DEFAULTS: BalanceTrendChoices = { trend: 'history', accountId: null, periodId: 6, scenarioId: null };

describe('balanceTrendFromQuery', () => {
  it.each([
    { query: '', expected: DEFAULTS },
    { name: "the dashboard's Projected panel", query: 'isForecast=true', expected: { ...DEFAULTS, trend: 'forecast' } },
    { query: 'isForecast=false', expected: DEFAULTS },
    {
      query: 'isForecast=true&accountId=7&period=2&scenarioId=3',
      expected: { trend: 'forecast', accountId: 7, periodId: 2, scenarioId: 3 },
    },
    {
      name: 'a scenario only with a forecast',
      query: 'accountId=7&scenarioId=3',
      expected: { ...DEFAULTS, accountId: 7 },
    },
    { name: 'an unknown period', query: 'period=9', expected: DEFAULTS },
    { name: 'a period as days', query: 'period=730', expected: DEFAULTS },
    {
      name: 'malformed ids',
      query: 'accountId=-1&isForecast=true&scenarioId=abc',
      expected: { ...DEFAULTS, trend: 'forecast' },
    },
    { name: 'a zero id', query: 'accountId=0', expected: DEFAULTS },
  ])('$query', ({ query, expected }) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe('balanceTrendToQuery', () => {
  it.each([
    { name: 'defaults leave the address plain', choices: DEFAULTS, expected: '' },
    {
      name: 'the forecast flag the dashboard uses',
      choices: { ...DEFAULTS, trend: 'forecast' as const },
      expected: 'isForecast=true',
    },
    {
      name: 'every choice',
      choices: { trend: 'forecast' as const, accountId: 4, periodId: 1 as const, scenarioId: 2 },
      expected: 'isForecast=true&accountId=4&period=1&scenarioId=2',
    },
    { name: 'no scenario for history', choices: { ...DEFAULTS, accountId: 4, scenarioId: 2 }, expected: 'accountId=4' },
  ])('$name', ({ choices, expected }) => {
    expect(balanceTrendToQuery(choices).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const choices: BalanceTrendChoices = { trend: 'forecast', accountId: 12, periodId: 7, scenarioId: 5 };
    expect(balanceTrendFromQuery(balanceTrendToQuery(choices))).toEqual(choices);
  });
});
