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

describe('a payment belongs to the days it falls on, whatever the horizon', () => {
  // 2026-12-12 is a Saturday; with the weekend rule a weekly saving from it is paid on Fridays.
  const saturdays = rule(2, '2026-12-12', { weekdayAdjustmentId: 2 });
  it.each([
    {
      name: 'a Saturday paid on the Friday at the horizon',
      r: saturdays,
      variations: [],
      until: '2026-12-11',
      dates: ['2026-12-11'],
    },
    {
      name: 'a Sunday paid on the Friday two days before',
      r: rule(2, '2026-12-13', { weekdayAdjustmentId: 2 }),
      variations: [],
      until: '2026-12-11',
      dates: ['2026-12-11'],
    },
    {
      name: 'the same Saturday without the weekend rule',
      r: rule(2, '2026-12-12'),
      variations: [],
      until: '2026-12-11',
      dates: [],
    },
    {
      name: 'a payment moved back into the horizon',
      r: rule(4, '2026-12-20'),
      variations: [variation(1, 'date', { newDate: '2026-12-05' })],
      until: '2026-12-11',
      dates: ['2026-12-05'],
    },
    {
      name: 'a continuing move back by ten days',
      r: rule(2, '2026-12-14'),
      variations: [variation(1, 'date', { newDate: '2026-12-04', continues: true })],
      until: '2026-12-11',
      dates: ['2026-12-04', '2026-12-11'],
    },
  ])('$name', ({ r, variations, until, dates }) => {
    const options = { today: '2026-11-27', until };
    expect(payableScheduleAmounts(r, 500, variations, [], options).map((flow) => flow.date)).toEqual(dates);
    expect(reference(r, 500, variations, [], options).map((flow) => flow.date)).toEqual(dates);
  });

  it('a forecast over 14 days and one over 60 agree on every day they share', () => {
    const today = '2026-11-27';
    const short = payableScheduleAmounts(saturdays, 500, [], [], { today, until: '2026-12-11' });
    const long = payableScheduleAmounts(saturdays, 500, [], [], { today, until: '2027-01-26' });
    expect(short).toEqual(long.filter((flow) => flow.date <= '2026-12-11'));
  });
});
