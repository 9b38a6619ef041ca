import { describe, expect, it } from 'vitest';
import { counterpartyName, shownRunningBalance, signedAmount } from './transaction-counterparty';

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

const typeOf = (accountId: number) => (accountId === SHOP || accountId === EMPLOYER ? 2 : 1);

function transaction(transactionTypeId: number, debitAccountId: number, creditAccountId: number, amount = 12.5) {
  return {
    transactionTypeId,
    debitAccountId,
    creditAccountId,
    debitAccountName: names[debitAccountId] ?? '',
    creditAccountName: names[creditAccountId] ?? '',
    debitAccountTypeId: typeOf(debitAccountId),
    creditAccountTypeId: typeOf(creditAccountId),
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
    // A third party's register signs its amounts as the family's money moved: the shop was paid, money out.
    { seen: 'a payment seen from the shop', subject: payment, accountId: SHOP, name: 'Everyday', amount: -12.5 },
    { seen: 'a deposit seen from the bank', subject: deposit, accountId: BANK, name: 'Employer', amount: 12.5 },
    {
      seen: 'a deposit seen from the employer',
      subject: deposit,
      accountId: EMPLOYER,
      name: 'Everyday',
      amount: 12.5,
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

describe('shownRunningBalance', () => {
  it.each([
    { seen: 'a bank account', subject: payment, accountId: BANK, balance: 80, shown: 80 },
    { seen: 'a bank account overdrawn', subject: payment, accountId: BANK, balance: -20, shown: -20 },
    // The shop's balance counts what it was paid: money out of the family.
    { seen: 'a payee', subject: payment, accountId: SHOP, balance: 12.5, shown: -12.5 },
    // The employer's balance counts what it paid: money in.
    { seen: 'a payer', subject: deposit, accountId: EMPLOYER, balance: -12.5, shown: 12.5 },
  ])('$seen: $shown', ({ subject, accountId, balance, shown }) => {
    expect(shownRunningBalance(subject, accountId, balance)).toBe(shown);
  });
});
