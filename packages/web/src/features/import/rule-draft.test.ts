import { describe, expect, it } from 'vitest';
import type { ImportRule } from '@hearth/contract';
import { draftOfRule, newRuleDraft, ruleComplete, ruleCondition, ruleEffects, ruleRequestOf } from './rule-draft';

const rule: ImportRule = {
  id: 4,
  name: 'Groceries',
  position: 1,
  matchKind: 'contains',
  matchText: 'woolworths',
  minAmount: 10,
  maxAmount: 200,
  direction: 'out',
  accountId: 7,
  accountName: 'Woolworths',
  subCategoryId: 3,
  subCategoryName: 'Groceries',
  categoryName: 'Food',
  budgetId: null,
  budgetName: null,
  tags: [{ id: 2, name: 'Weekly' }],
};

describe('rule drafts', () => {
  it('round-trips a rule through the form', () => {
    expect(ruleRequestOf(draftOfRule(rule))).toEqual({
      id: 4,
      name: 'Groceries',
      matchKind: 'contains',
      matchText: 'woolworths',
      minAmount: 10,
      maxAmount: 200,
      direction: 'out',
      accountId: 7,
      subCategoryId: 3,
      budgetId: null,
      tagIds: [2],
    });
  });

  it('names a new rule after its text when no name is given', () => {
    expect(ruleRequestOf({ ...newRuleDraft(), matchText: 'netflix', tagIds: [1] })).toMatchObject({
      name: 'netflix',
      matchText: 'netflix',
    });
    expect(ruleRequestOf(newRuleDraft())).not.toHaveProperty('id');
  });

  it.each([
    [
      { minAmount: 10, maxAmount: 200, direction: 'out' as const },
      'Description contains "woolworths", money out, $10.00 to $200.00',
    ],
    [
      { minAmount: 10, maxAmount: null, direction: 'in' as const },
      'Description contains "woolworths", money in, $10.00 or more',
    ],
    [{ minAmount: null, maxAmount: 5, direction: null }, 'Description contains "woolworths", up to $5.00'],
    [
      { minAmount: null, maxAmount: null, direction: null, matchKind: 'pattern' as const, matchText: 'tfr*savings' },
      'Description matches the pattern "tfr*savings"',
    ],
  ])('says when it applies: %j', (changes, words) => {
    expect(ruleCondition({ ...rule, ...changes })).toBe(words);
  });

  it('says what it sets', () => {
    expect(ruleEffects(rule)).toEqual(['Account: Woolworths', 'Subcategory: Food - Groceries', 'Tags: Weekly']);
  });
});

describe('ruleComplete', () => {
  it.each([
    { matchText: '', complete: false },
    { matchText: '   ', complete: false },
    { matchText: 'TESCO', complete: true },
    { matchText: ' *coffee* ', complete: true },
  ])('"$matchText": $complete', ({ matchText, complete }) => {
    expect(ruleComplete({ matchText })).toBe(complete);
  });
});
