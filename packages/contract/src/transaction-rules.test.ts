import { describe, expect, it } from 'vitest';
import {
  asTransactionType,
  changeTransactionType,
  isTransactionTypeId,
  ownSide,
  thirdPartySide,
} from './transaction-rules.js';

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

describe('the sides of each transaction type', () => {
  it.each([
    { type: 1 as const, name: 'Payment', thirdParty: 'credit', own: 'debit' },
    { type: 2 as const, name: 'Deposit', thirdParty: 'debit', own: 'credit' },
    { type: 3 as const, name: 'Transfer', thirdParty: null, own: 'debit' },
  ])('$name: third party on $thirdParty, seen from $own', ({ type, thirdParty, own }) => {
    expect(thirdPartySide(type)).toBe(thirdParty);
    expect(ownSide(type)).toBe(own);
  });
});

describe('reading a type id', () => {
  it.each([
    { id: 1, known: true, read: 1 },
    { id: 2, known: true, read: 2 },
    { id: 3, known: true, read: 3 },
    { id: 0, known: false, read: 1 },
    { id: 4, known: false, read: 1 },
    { id: 2.5, known: false, read: 1 },
  ])('$id: known $known, read as $read', ({ id, known, read }) => {
    expect(isTransactionTypeId(id)).toBe(known);
    expect(asTransactionType(id)).toBe(read);
  });
});
