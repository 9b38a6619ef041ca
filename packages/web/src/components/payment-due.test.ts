import { describe, expect, it } from 'vitest';
import { dueLabel, dueState, isOverdue, signedEventAmount } from './payment-due';

describe('dueLabel', () => {
  it.each([
    { dueDays: -30, label: 'Over Due!', state: 'overdue' },
    { dueDays: -1, label: 'Over Due!', state: 'overdue' },
    { dueDays: 0, label: 'Due Now', state: 'today' },
    { dueDays: 1, label: 'Due tomorrow', state: 'later' },
    { dueDays: 2, label: 'In 2 days', state: 'later' },
    { dueDays: 45, label: 'In 45 days', state: 'later' },
  ])('$dueDays days reads "$label"', ({ dueDays, label, state }) => {
    expect(dueLabel(dueDays)).toBe(label);
    expect(dueState(dueDays)).toBe(state);
  });
});

describe('isOverdue', () => {
  it.each([
    { dueDays: -1, isPaid: false, isSkipped: false, overdue: true },
    { dueDays: -1, isPaid: true, isSkipped: false, overdue: false },
    { dueDays: -1, isPaid: false, isSkipped: true, overdue: false },
    { dueDays: 0, isPaid: false, isSkipped: false, overdue: false },
  ])('$dueDays days, paid $isPaid, skipped $isSkipped: $overdue', ({ overdue, ...event }) => {
    expect(isOverdue(event)).toBe(overdue);
  });
});

describe('signedEventAmount', () => {
  it.each([
    { transactionTypeId: 1, amount: -950 },
    { transactionTypeId: 2, amount: 950 },
    { transactionTypeId: 3, amount: 950 },
  ])('type $transactionTypeId is $amount', ({ transactionTypeId, amount }) => {
    expect(signedEventAmount({ transactionTypeId, amount: 950 })).toBe(amount);
  });

  it('a zero payment is not negative', () => {
    expect(Object.is(signedEventAmount({ transactionTypeId: 1, amount: 0 }), -0)).toBe(false);
  });
});
