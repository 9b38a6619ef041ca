import { describe, expect, it } from 'vitest';
import { counterpartyName, signedAmount } from './transaction-counterparty';

const BANK = 1;
const SAVINGS = 2;
const SHOP = 3;
const EMPLOYER = 4;
const names: Record<number, string> = {
  [BANK]: 'Everyday',
  [SAVINGS]: 'Savings',
  [SHOP]: 'Corner Shop',
  [EMPLOYER]: 'Employer',
};

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

describe('counterpartyName and signedAmount', () => {
  it.each([
    { seen: 'a payment, family-wide', subject: payment, accountId: null, name: 'Corner Shop', amount: -12.5 },
    { seen: 'a deposit, family-wide', subject: deposit, accountId: null, name: 'Employer', amount: 12.5 },
    { seen: 'a transfer, family-wide', subject: transfer, accountId: null, name: 'Everyday → Savings', amount: 12.5 },
    { seen: 'a payment seen from the bank', subject: payment, accountId: BANK, name: 'Corner Shop', amount: -12.5 },
    { seen: 'a payment seen from the shop', subject: payment, accountId: SHOP, name: 'Everyday', amount: 12.5 },
    { seen: 'a deposit seen from the bank', subject: deposit, accountId: BANK, name: 'Employer', amount: 12.5 },
    {
      seen: 'a deposit seen from the employer',
      subject: deposit,
      accountId: EMPLOYER,
      name: 'Everyday',
      amount: -12.5,
    },
    { seen: 'a transfer seen from the sender', subject: transfer, accountId: BANK, name: 'Savings', amount: -12.5 },
    {
      seen: 'a transfer seen from the receiver',
      subject: transfer,
      accountId: SAVINGS,
      name: 'Everyday',
      amount: 12.5,
    },
    {
      seen: 'a transfer seen from an account it does not touch',
      subject: transfer,
      accountId: SHOP,
      name: 'Everyday → Savings',
      amount: 12.5,
    },
    {
      seen: 'the smallest payment seen from the bank keeps its sign',
      subject: transaction(1, BANK, SHOP, 0.01),
      accountId: BANK,
      name: 'Corner Shop',
      amount: -0.01,
    },
  ])('$seen: $name, $amount', ({ subject, accountId, name, amount }) => {
    expect(counterpartyName(subject, accountId)).toBe(name);
    expect(signedAmount(subject, accountId)).toBe(amount);
  });

  it('never gives a negative zero', () => {
    expect(Object.is(signedAmount(transaction(1, BANK, SHOP, 0), BANK), 0)).toBe(true);
    expect(Object.is(signedAmount(transaction(1, BANK, SHOP, 0)), 0)).toBe(true);
  });
});
