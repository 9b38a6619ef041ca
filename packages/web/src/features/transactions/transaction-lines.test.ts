import { describe, expect, it } from 'vitest';
import {
  addSplitLine,
  applyAccountDefaults,
  blankLine,
  canRemoveLine,
  linesTotal,
  removeLine,
  type DraftLine,
} from './transaction-lines';

const line = (key: number, change: Partial<DraftLine> = {}): DraftLine => ({ ...blankLine(key), ...change });

describe('linesTotal', () => {
  it.each([
    { amounts: [], expected: 0 },
    { amounts: [null], expected: 0 },
    { amounts: [12.5], expected: 12.5 },
    { amounts: [0.1, 0.2], expected: 0.3 },
    { amounts: [30, null, 12.25], expected: 42.25 },
    { amounts: [1234.56, 0.44], expected: 1235 },
    { amounts: [10, -2.5], expected: 7.5 },
  ])('$amounts add up to $expected', ({ amounts, expected }) => {
    expect(linesTotal(amounts.map((amount) => ({ amount })))).toBe(expected);
  });
});

describe('addSplitLine', () => {
  it.each([
    {
      name: 'inherits the previous subcategory and category, not the amount or budget',
      lines: [line(1, { amount: 10, categoryId: 3, subCategoryId: 7, budgetId: 2, id: 40 })],
      expected: { key: 2, id: null, amount: null, categoryId: 3, subCategoryId: 7, budgetId: null },
    },
    {
      name: 'inherits from the last line when there are several',
      lines: [line(1, { subCategoryId: 7, categoryId: 3 }), line(4, { subCategoryId: 9, categoryId: 5 })],
      expected: { key: 5, id: null, amount: null, categoryId: 5, subCategoryId: 9, budgetId: null },
    },
    {
      name: 'starts blank after an uncategorised line',
      lines: [line(1)],
      expected: { key: 2, id: null, amount: null, categoryId: null, subCategoryId: null, budgetId: null },
    },
  ])('$name', ({ lines, expected }) => {
    const next = addSplitLine(lines);
    expect(next).toHaveLength(lines.length + 1);
    expect(next.slice(0, -1)).toEqual(lines);
    expect(next[next.length - 1]).toEqual(expected);
  });
});

describe('removeLine', () => {
  const lines = [line(1, { amount: 1 }), line(2, { amount: 2 }), line(3, { amount: 3 })];
  it.each([
    { index: 0, removable: false, left: [1, 2, 3] },
    { index: 1, removable: true, left: [1, 3] },
    { index: 2, removable: true, left: [1, 2] },
  ])('line $index: removable $removable, leaves $left', ({ index, removable, left }) => {
    expect(canRemoveLine(index)).toBe(removable);
    expect(removeLine(lines, index).map((l) => l.key)).toEqual(left);
  });
});

describe('applyAccountDefaults', () => {
  const withDefaults = { defaultSubCategoryId: 7, defaultCategoryId: 3, defaultBudgetId: 2 };
  it.each([
    {
      name: 'copies subcategory, category and budget to a single line',
      lines: [line(1, { amount: 5, subCategoryId: 9, categoryId: 5 })],
      account: withDefaults,
      expected: [line(1, { amount: 5, subCategoryId: 7, categoryId: 3, budgetId: 2 })],
    },
    {
      name: 'copies a missing default budget as none',
      lines: [line(1, { budgetId: 4 })],
      account: { ...withDefaults, defaultBudgetId: null },
      expected: [line(1, { subCategoryId: 7, categoryId: 3, budgetId: null })],
    },
    {
      name: 'leaves the line alone when the account has no default subcategory',
      lines: [line(1, { subCategoryId: 9, categoryId: 5, budgetId: 4 })],
      account: { defaultSubCategoryId: null, defaultCategoryId: null, defaultBudgetId: 2 },
      expected: [line(1, { subCategoryId: 9, categoryId: 5, budgetId: 4 })],
    },
    {
      name: 'leaves split lines alone',
      lines: [line(1, { subCategoryId: 9 }), line(2, { subCategoryId: 9 })],
      account: withDefaults,
      expected: [line(1, { subCategoryId: 9 }), line(2, { subCategoryId: 9 })],
    },
    {
      name: 'does nothing when the picker was cleared',
      lines: [line(1, { subCategoryId: 9 })],
      account: null,
      expected: [line(1, { subCategoryId: 9 })],
    },
  ])('$name', ({ lines, account, expected }) => {
    expect(applyAccountDefaults(lines, account)).toEqual(expected);
  });
});
