import { describe, expect, it } from 'vitest';
import { amountChangeOf, dateChangeOf } from './payment-change-draft';

const WINDOW_TEXT =
  'Pick a day from 02 Feb 2027 to 30 Mar 2027, so that it does not overlap the previous or next payment, unless the change applies to all future payments.';

describe('amountChangeOf', () => {
  it.each([
    { amount: null, expected: { ok: false, error: 'Enter the new amount' } },
    { amount: 0, expected: { ok: true, change: { newAmount: 0 } } },
    { amount: 1250.5, expected: { ok: true, change: { newAmount: 1250.5 } } },
  ])('$amount', ({ amount, expected }) => {
    expect(amountChangeOf(amount)).toEqual(expected);
  });
});

describe('dateChangeOf', () => {
  const between = { minimumAllowedMoveDate: '2027-02-02', maximumAllowedMoveDate: '2027-03-30' };
  const anyDay = { minimumAllowedMoveDate: null, maximumAllowedMoveDate: null };
  it.each([
    { case: 'no date', date: null, event: between, all: false, expected: { ok: false, error: 'Pick the new date' } },
    {
      case: 'inside the window',
      date: '2027-03-01',
      event: between,
      all: false,
      expected: { ok: true, change: { newDate: '2027-03-01' } },
    },
    {
      case: 'before the window',
      date: '2027-02-01',
      event: between,
      all: false,
      expected: { ok: false, error: WINDOW_TEXT },
    },
    {
      case: 'after the window, for every later payment too',
      date: '2027-04-01',
      event: between,
      all: true,
      expected: { ok: true, change: { newDate: '2027-04-01' } },
    },
    {
      case: 'the only payment',
      date: '1999-01-01',
      event: anyDay,
      all: false,
      expected: { ok: true, change: { newDate: '1999-01-01' } },
    },
  ])('$case', ({ date, event, all, expected }) => {
    expect(dateChangeOf(date, event, all)).toEqual(expected);
  });
});
