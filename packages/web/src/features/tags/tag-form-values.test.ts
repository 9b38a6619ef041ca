import { describe, expect, it } from 'vitest';
import { TAG_PERIOD_MESSAGE } from '@hearth/contract';
import { NEW_TAG, saveTagRequestOf, tagFormProblem, tagFormValuesOf, type TagFormValues } from './tag-form-values';

const values = (changes: Partial<TagFormValues>): TagFormValues => ({ ...NEW_TAG, name: 'Holiday', ...changes });

describe('tagFormProblem', () => {
  it.each([
    { name: 'no period', input: values({}), expected: null },
    { name: 'no period, stale dates', input: values({ validFrom: '2026-01-01' }), expected: null },
    { name: 'a period without dates', input: values({ useValidityPeriod: true }), expected: TAG_PERIOD_MESSAGE },
    {
      name: 'a period with a start',
      input: values({ useValidityPeriod: true, validFrom: '2026-01-01' }),
      expected: null,
    },
    { name: 'a period with an end', input: values({ useValidityPeriod: true, validTo: '2026-12-31' }), expected: null },
  ])('$name', ({ input, expected }) => {
    expect(tagFormProblem(input)).toBe(expected);
  });
});

describe('saveTagRequestOf', () => {
  it.each([
    {
      name: 'a new active tag',
      input: values({ name: '  Holiday ' }),
      id: null,
      expected: {
        id: null,
        name: 'Holiday',
        deactivated: false,
        useValidityPeriod: false,
        validFrom: null,
        validTo: null,
      },
    },
    {
      name: 'an inactive tag with a period',
      input: values({ active: false, useValidityPeriod: true, validFrom: '2026-01-01', validTo: '2026-03-31' }),
      id: 7,
      expected: {
        id: 7,
        name: 'Holiday',
        deactivated: true,
        useValidityPeriod: true,
        validFrom: '2026-01-01',
        validTo: '2026-03-31',
      },
    },
    {
      name: 'dates cleared when the period is off',
      input: values({ useValidityPeriod: false, validFrom: '2026-01-01', validTo: '2026-03-31' }),
      id: 7,
      expected: {
        id: 7,
        name: 'Holiday',
        deactivated: false,
        useValidityPeriod: false,
        validFrom: null,
        validTo: null,
      },
    },
  ])('$name', ({ input, id, expected }) => {
    expect(saveTagRequestOf(input, id)).toEqual(expected);
  });
});

describe('tagFormValuesOf', () => {
  it('reads deactivated as not active', () => {
    const tag = {
      id: 3,
      name: 'Car',
      deactivated: true,
      useValidityPeriod: true,
      validFrom: '2026-01-01',
      validTo: null,
      assignedTransactions: 2,
      assignedSchedules: 0,
      transactionSum: 10,
    };
    expect(tagFormValuesOf(tag)).toEqual({
      name: 'Car',
      active: false,
      useValidityPeriod: true,
      validFrom: '2026-01-01',
      validTo: null,
    });
  });
});
