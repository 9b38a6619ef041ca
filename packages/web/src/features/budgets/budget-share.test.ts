import { describe, expect, it } from 'vitest';
import type { TransactionLine } from '@hearth/contract';
import { budgetShare, isPartShare } from './budget-share';

const line = (amount: number, budgetId: number | null): TransactionLine => ({
  id: 1,
  amount,
  budgetId,
  categoryId: null,
  subCategoryId: null,
  categoryName: null,
  subCategoryName: null,
  budget: null,
});

describe('budgetShare', () => {
  it('adds the lines naming the budget exactly, signed as money going out for a payment', () => {
    const lines = [line(0.1, 7), line(0.2, 7), line(50, 8)];
    expect(budgetShare({ transactionTypeId: 1, transactionLines: lines }, 7)).toBe(-0.3);
    expect(isPartShare({ transactionLines: lines }, 7)).toBe(true);
  });

  it('reads a refund as money coming back and a transfer unsigned', () => {
    expect(budgetShare({ transactionTypeId: 2, transactionLines: [line(12.5, 7)] }, 7)).toBe(12.5);
    expect(budgetShare({ transactionTypeId: 3, transactionLines: [line(40, 7)] }, 7)).toBe(40);
    expect(isPartShare({ transactionLines: [line(40, 7)] }, 7)).toBe(false);
  });

  it('never reads -0', () => {
    expect(Object.is(budgetShare({ transactionTypeId: 1, transactionLines: [line(5, 8)] }, 7), 0)).toBe(true);
  });
});
