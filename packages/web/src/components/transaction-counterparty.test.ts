import { describe, expect, it } from 'vitest';
import { counterpartyName, signedAmount } from './transaction-counterparty';

const BANK = 1;
const SAVINGS = 2;
const SHOP = 3;
const EMPLOYER = 4;
const names: Record<number, string> = { [BANK]: 'Everyday', [SAVINGS]: 'Savings', [SHOP]: 'Corner Shop', [EMPLOYER]: 'Employer' };

function transaction(transactionTypeId: number, debitAccountId: number, creditAccountId: number, amount = 12.5) {
  return {
    transactionTypeId,
    debitAccountId,
    creditAccountId,
    debitAccountName: names[debitAccountId] ?? '',
    creditAccountName: names[creditAccountId] ?? '',
    amount,
  };
}

const payment = transaction(1, BANK, SHOP);
const deposit = transaction(2, EMPLOYER, BANK);
const transfer = transaction(3, BANK, SAVINGS);

describe('counterpartyName', () => {
  it.each([
    ['a payment, family-wide', payment, null, 'Corner Shop'],
    ['a deposit, family-wide', deposit, null, 'Employer'],
    ['a transfer, family-wide', transfer, null, 'Everyday → Savings'],
    ['a payment seen from the bank', payment, BANK, 'Corner Shop'],
    ['a payment seen from the shop', payment, SHOP, 'Everyday'],
    ['a deposit seen from the bank', deposit, BANK, 'Employer'],
    ['a transfer seen from the sender', transfer, BANK, 'Savings'],
    ['a transfer seen from the receiver', transfer, SAVINGS, 'Everyday'],
    ['a transfer seen from an account it does not touch', transfer, SHOP, 'Everyday → Savings'],
  ])('%s', (_case, subject, accountId, expected) => {
    expect(counterpartyName(subject, accountId)).toBe(expected);
  });
});

describe('signedAmount', () => {
  it.each([
    ['a payment, family-wide', payment, null, -12.5],
    ['a deposit, family-wide', deposit, null, 12.5],
    ['a transfer, family-wide', transfer, null, 12.5],
    ['a payment seen from the bank', payment, BANK, -12.5],
    ['a payment seen from the shop', payment, SHOP, 12.5],
    ['a deposit seen from the bank', deposit, BANK, 12.5],
    ['a deposit seen from the employer', deposit, EMPLOYER, -12.5],
    ['a transfer seen from the sender', transfer, BANK, -12.5],
    ['a transfer seen from the receiver', transfer, SAVINGS, 12.5],
  ])('%s', (_case, subject, accountId, expected) => {
    expect(signedAmount(subject, accountId)).toBe(expected);
  });

  it('never gives a negative zero', () => {
    expect(Object.is(signedAmount(transaction(1, BANK, SHOP, 0), BANK), 0)).toBe(true);
    expect(Object.is(signedAmount(transaction(1, BANK, SHOP, 0)), 0)).toBe(true);
  });
});
