import { describe, expect, it } from 'vitest';
import { amountMatchesText, transactionMatchesSearch } from './list-search';

describe('amountMatchesText', () => {
  it.each([
    { amount: 12.5, text: '12.5', expected: true },
    { amount: 12.5, text: '12.50', expected: true },
    { amount: 12.5, text: '12', expected: true },
    { amount: 12.5, text: '$12.50', expected: true },
    { amount: 12.5, text: '-12.50', expected: true },
    { amount: 12.5, text: '-$12.50', expected: true },
    { amount: 12.5, text: '12.51', expected: false },
    { amount: 12.5, text: '2.5', expected: false },
    { amount: 1234.56, text: '1,234.56', expected: true },
    { amount: 1234.56, text: '1234.56', expected: true },
    { amount: 1234.56, text: '1,23', expected: false },
    { amount: 1234.56, text: '12,34.56', expected: false },
    { amount: 1234567.8, text: '1,234,567.80', expected: true },
    { amount: 7, text: '7.00', expected: true },
    { amount: 7, text: '7.001', expected: false },
    { amount: 7, text: 'seven', expected: false },
    { amount: 7, text: '', expected: false },
  ])('$text finds $amount: $expected', ({ amount, text, expected }) => {
    expect(amountMatchesText(amount, text)).toBe(expected);
  });
});

describe('transactionMatchesSearch', () => {
  const row = {
    transactionTypeId: 1,
    amount: 42.1,
    description: 'Weekly shop',
    debitAccountId: 1,
    creditAccountId: 2,
    debitAccountName: 'Everyday',
    creditAccountName: 'Corner Grocer',
  };
  it.each([
    { text: '', accountId: 1, expected: true, why: 'an empty search keeps every row' },
    { text: 'grocer', accountId: 1, expected: true, why: "the other side's name, any case" },
    { text: 'everyday', accountId: 1, expected: false, why: "this account's own name is not the payee" },
    { text: 'everyday', accountId: 2, expected: true, why: 'seen from the payee, the bank is the other side' },
    { text: 'WEEKLY', accountId: 1, expected: true, why: 'the description' },
    { text: '42.10', accountId: 1, expected: true, why: 'the amount' },
    { text: '42.2', accountId: 1, expected: false, why: 'another amount' },
    { text: '  shop ', accountId: 1, expected: true, why: 'surrounding spaces are ignored' },
  ])('$why', ({ text, accountId, expected }) => {
    expect(transactionMatchesSearch(row, accountId, text)).toBe(expected);
  });
});
