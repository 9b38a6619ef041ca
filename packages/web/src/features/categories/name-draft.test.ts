import { describe, expect, it } from 'vitest';
import { savedNameOf } from './name-draft';

describe('savedNameOf', () => {
  it.each([
    { typed: 'Groceries', name: 'Groceries' },
    { typed: '  Eating out ', name: 'Eating out' },
    { typed: '', name: null },
    { typed: '   ', name: null },
  ])('"$typed": $name', ({ typed, name }) => {
    expect(savedNameOf(typed)).toBe(name);
  });
});
