import { describe, expect, it } from 'vitest';
import { movedOrder } from './rule-order';

const rules = [{ id: 7 }, { id: 3 }, { id: 9 }];

describe('moving a rule in the order', () => {
  it.each([
    [3, 'up', [3, 7, 9]],
    [3, 'down', [7, 9, 3]],
    [7, 'down', [3, 7, 9]],
    [9, 'up', [7, 9, 3]],
    [7, 'up', [7, 3, 9]],
    [9, 'down', [7, 3, 9]],
    [4, 'up', [7, 3, 9]],
  ] as const)('rule %i %s gives %j', (id, direction, expected) => {
    expect(movedOrder(rules, id, direction)).toEqual(expected);
  });
});
