import { describe, expect, it } from 'vitest';
import { changeTransactionType } from './transaction-rules.js';

describe('changeTransactionType', () => {
  const sides = { debitAccountId: 10, creditAccountId: 20 };
  it.each([
    ['Payment to Deposit swaps', 1, 2, { debitAccountId: 20, creditAccountId: 10 }],
    ['Payment to Transfer keeps debit, clears credit', 1, 3, { debitAccountId: 10, creditAccountId: null }],
    ['Deposit to Payment swaps', 2, 1, { debitAccountId: 20, creditAccountId: 10 }],
    ['Deposit to Transfer clears debit, keeps credit', 2, 3, { debitAccountId: null, creditAccountId: 20 }],
    ['Transfer to Deposit moves debit to credit', 3, 2, { debitAccountId: null, creditAccountId: 10 }],
    ['Transfer to Payment keeps debit, clears credit', 3, 1, { debitAccountId: 10, creditAccountId: null }],
    ['the same type changes nothing', 1, 1, sides],
  ])('%s', (_rule, from, to, expected) => {
    expect(changeTransactionType(from, to, sides)).toEqual(expected);
  });
});
