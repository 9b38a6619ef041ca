import { describe, expect, it } from 'vitest';
import { expandScheduleEvents, payableScheduleAmounts, type PaidBy, type Variation } from './schedule-events.js';

const rule = (recurrenceTypeId: number, start: string, extra: Record<string, unknown> = {}) => ({
  recurrenceTypeId,
  start,
  endTypeId: 1,
  end: null,
  count: null,
  weekdayAdjustmentId: 1,
  ...extra,
});
const variation = (paymentNumber: number, kind: Variation['kind'], extra: Partial<Variation> = {}): Variation => ({
  id: paymentNumber * 10 + kind.length,
  paymentNumber,
  kind,
  newDate: null,
  newAmount: null,
  continues: false,
  description: '',
  ...extra,
});
const paid = (paymentNumber: number): PaidBy => ({
  paymentNumber,
  transactionId: paymentNumber,
  transactionDate: '2026-01-01',
  amount: 100,
});

/** The payable events of the full expansion, as the forecast read them before: the reference. */
function reference(...args: Parameters<typeof expandScheduleEvents>) {
  const end = args[4].until;
  return expandScheduleEvents(...args)
    .filter((event) => event.isPayable && event.date <= end)
    .map((event) => ({ date: event.date, amount: event.amount }));
}

describe('payableScheduleAmounts answers the payable events of the expansion', () => {
  it.each([
    ['weekly, nothing changed', rule(2, '2026-10-05'), [], []],
    ['monthly on the 31st, weekend moved to Monday', rule(4, '2025-01-31', { weekdayAdjustmentId: 3 }), [], []],
    [
      'fortnightly with paid, skipped and changed payments',
      rule(3, '2026-09-01'),
      [
        variation(2, 'skip'),
        variation(4, 'amount', { newAmount: 999 }),
        variation(5, 'date', { newDate: '2027-02-01' }),
      ],
      [paid(1), paid(3)],
    ],
    [
      'a continuing move and a continuing amount',
      rule(2, '2026-11-02'),
      [
        variation(3, 'date', { newDate: '2026-11-18', continues: true }),
        variation(6, 'amount', { newAmount: 5, continues: true }),
      ],
      [],
    ],
    ['a payment moved past the horizon', rule(4, '2026-11-10'), [variation(2, 'date', { newDate: '2031-01-01' })], []],
    ['an end by count', rule(2, '2026-11-01', { endTypeId: 2, count: 3 }), [], []],
    ['once, overdue and unpaid', rule(1, '2026-10-01'), [], []],
  ])('%s', (_name, r, variations, payments) => {
    const options = { today: '2026-11-24', until: '2029-11-23' };
    const got = payableScheduleAmounts(r, 1250, variations, payments, options);
    expect(got).toEqual(reference(r, 1250, variations, payments, options));
    expect(got.length).toBeGreaterThan(0);
  });
});
