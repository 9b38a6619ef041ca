import { describe, expect, it } from 'vitest';
import { headerSelection, toggleAll, toggleOne } from './row-selection';

describe('headerSelection', () => {
  it.each([
    { ids: [], selected: [], expected: 'none' },
    { ids: [1, 2, 3], selected: [], expected: 'none' },
    { ids: [1, 2, 3], selected: [2], expected: 'some' },
    { ids: [1, 2, 3], selected: [1, 2, 3], expected: 'all' },
    { ids: [1, 2], selected: [1, 2, 9], expected: 'all' },
    { ids: [1, 2], selected: [9], expected: 'none' },
  ])('$ids with $selected chosen → $expected', ({ ids, selected, expected }) => {
    expect(headerSelection(ids, new Set(selected))).toBe(expected);
  });
});

describe('toggleAll', () => {
  it.each([
    { ids: [1, 2, 3], selected: [], expected: [1, 2, 3] },
    { ids: [1, 2, 3], selected: [2], expected: [1, 2, 3] },
    { ids: [1, 2, 3], selected: [1, 2, 3], expected: [] },
    { ids: [1, 2], selected: [1, 2, 9], expected: [9] },
  ])('$ids with $selected chosen → $expected', ({ ids, selected, expected }) => {
    expect([...toggleAll(ids, new Set(selected))].sort()).toEqual(expected);
  });
});

describe('toggleOne', () => {
  it.each([
    { id: 4, selected: [], expected: [4] },
    { id: 4, selected: [4, 5], expected: [5] },
  ])('$id in $selected → $expected', ({ id, selected, expected }) => {
    expect([...toggleOne(id, new Set(selected))]).toEqual(expected);
  });
});
