import { describe, expect, it } from 'vitest';
import { scenarioAmountOf, scenarioSaveOf } from './scenario-draft';

describe('scenarioSaveOf', () => {
  it.each([
    {
      case: 'a new scenario, trimmed',
      fields: { name: '  Pay rise ', description: ' From May \n' },
      id: null,
      expected: { ok: true, request: { id: null, name: 'Pay rise', description: 'From May' } },
    },
    {
      case: 'a saved one, without a description',
      fields: { name: 'New loan', description: '' },
      id: 4,
      expected: { ok: true, request: { id: 4, name: 'New loan', description: '' } },
    },
    {
      case: 'no name',
      fields: { name: '', description: 'Higher rent' },
      id: 4,
      expected: { ok: false, errors: { name: 'Name is required' } },
    },
    {
      case: 'a name of spaces',
      fields: { name: '   ', description: '' },
      id: null,
      expected: { ok: false, errors: { name: 'Name is required' } },
    },
  ])('$case', ({ fields, id, expected }) => {
    expect(scenarioSaveOf(fields, id)).toEqual(expected);
  });
});

describe('scenarioAmountOf', () => {
  it.each([
    { amount: null, expected: { ok: false, error: 'Enter the amount the scenario uses' } },
    { amount: 0, expected: { ok: true, amount: 0 } },
    { amount: 2000, expected: { ok: true, amount: 2000 } },
  ])('$amount', ({ amount, expected }) => {
    expect(scenarioAmountOf(amount)).toEqual(expected);
  });
});
