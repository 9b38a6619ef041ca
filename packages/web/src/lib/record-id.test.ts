import { describe, expect, it } from 'vitest';
import { recordIdOf } from './record-id';

describe('recordIdOf', () => {
  it.each([
    { param: '42', id: 42 },
    { param: '007', id: 7 },
    { param: 'abc', id: null },
    { param: '12abc', id: null },
    { param: '1.5', id: null },
    { param: '-3', id: null },
    { param: '0', id: null },
    { param: '', id: null },
    { param: undefined, id: null },
    { param: '99999999999999999999', id: null },
  ])('$param names $id', ({ param, id }) => {
    expect(recordIdOf(param)).toBe(id);
  });
});
