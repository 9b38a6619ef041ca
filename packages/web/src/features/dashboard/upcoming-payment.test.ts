import { describe, expect, it } from 'vitest';
import { dueLabel, dueState, otherSide, signedEventAmount } from './upcoming-payment';

describe('dueLabel', () => {
  it.each([
    { dueDays: -30, label: 'Over Due!', state: 'overdue' },
    { dueDays: -1, label: 'Over Due!', state: 'overdue' },
    { dueDays: 0, label: 'Due Now', state: 'today' },
    { dueDays: 1, label: 'In 1 day', state: 'later' },
    { dueDays: 2, label: 'In 2 days', state: 'later' },
    { dueDays: 45, label: 'In 45 days', state: 'later' },
  ])('$dueDays days reads "$label"', ({ dueDays, label, state }) => {
    expect(dueLabel(dueDays)).toBe(label);
    expect(dueState(dueDays)).toBe(state);
  });
});

describe('otherSide and signedEventAmount', () => {
  it.each([
    { transactionTypeId: 1, side: 'Landlord', amount: -950 },
    { transactionTypeId: 2, side: 'Employer', amount: 950 },
    { transactionTypeId: 3, side: 'Employer → Landlord', amount: 950 },
  ])('type $transactionTypeId is with $side for $amount', ({ transactionTypeId, side, amount }) => {
    const event = { transactionTypeId, debitAccount: 'Employer', creditAccount: 'Landlord', amount: 950 };
    expect(otherSide(event)).toBe(side);
    expect(signedEventAmount(event)).toBe(amount);
  });

  it('a zero payment is not negative', () => {
    expect(Object.is(signedEventAmount({ transactionTypeId: 1, debitAccount: 'a', creditAccount: 'b', amount: 0 }), -0)).toBe(false);
  });
});
