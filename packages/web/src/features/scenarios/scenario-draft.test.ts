import { describe, expect, it } from 'vitest';
import { scenarioAlterationOf, scenarioSaveOf } from './scenario-draft';

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

describe('scenarioAlterationOf', () => {
  const nothing = { ok: false, error: 'Give the scenario a new amount or a stop date.' };
  it.each([
    { case: 'neither an amount nor a stop', amount: null, stopDate: null, expected: nothing },
    {
      case: 'an amount of 0',
      amount: 0,
      stopDate: null,
      expected: { ok: true, alteration: { amount: 0, stopDate: null } },
    },
    {
      case: 'a new amount',
      amount: 2000,
      stopDate: null,
      expected: { ok: true, alteration: { amount: 2000, stopDate: null } },
    },
    {
      case: 'a stop, keeping the amounts',
      amount: null,
      stopDate: '2026-09-01',
      expected: { ok: true, alteration: { amount: null, stopDate: '2026-09-01' } },
    },
    {
      case: 'both',
      amount: 12.5,
      stopDate: '2026-09-01',
      expected: { ok: true, alteration: { amount: 12.5, stopDate: '2026-09-01' } },
    },
    {
      case: 'an amount below zero',
      amount: -1,
      stopDate: null,
      expected: { ok: false, error: 'The new amount must not be below zero.' },
    },
  ])('$case', ({ amount, stopDate, expected }) => {
    expect(scenarioAlterationOf({ amount, stopDate })).toEqual(expected);
  });
});
