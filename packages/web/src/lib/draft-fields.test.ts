import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { draftFields } from './draft-fields';

interface Values {
  name: string;
  accountId: number | null;
  active: boolean;
}

const VALUES: Values = { name: 'Rent', accountId: 3, active: true };

/** The changes a form receives, in order. */
function bind() {
  const changes: Partial<Values>[] = [];
  return { changes, fields: draftFields(VALUES, (change) => changes.push(change)) };
}

const textEvent = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;
const checkEvent = (checked: boolean) => ({ currentTarget: { checked } }) as ChangeEvent<HTMLInputElement>;

describe('draftFields', () => {
  it.each([
    {
      case: 'a value handed over',
      shown: () => bind().fields.field('accountId').value,
      expected: 3,
    },
    { case: 'a text', shown: () => bind().fields.textField('name').value, expected: 'Rent' },
    { case: 'a switch', shown: () => bind().fields.switchField('active').checked, expected: true },
  ])('shows $case as it is held', ({ shown, expected }) => {
    expect(shown()).toBe(expected);
  });

  it.each([
    {
      case: 'a value handed over',
      act: (fields: ReturnType<typeof bind>['fields']) => fields.field('accountId').onChange(null),
      expected: { accountId: null },
    },
    {
      case: 'a text, from its event',
      act: (fields: ReturnType<typeof bind>['fields']) => fields.textField('name').onChange(textEvent('Rates')),
      expected: { name: 'Rates' },
    },
    {
      case: 'a switch, from its event',
      act: (fields: ReturnType<typeof bind>['fields']) => fields.switchField('active').onChange(checkEvent(false)),
      expected: { active: false },
    },
  ])('changes only its own field: $case', ({ act, expected }) => {
    const { changes, fields } = bind();
    act(fields);
    expect(changes).toEqual([expected]);
  });
});
