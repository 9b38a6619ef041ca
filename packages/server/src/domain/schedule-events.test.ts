import { addDays, type RecurrenceRule } from '@hearth/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandScheduleEvents, type PaidBy, type Variation } from './schedule-events.js';

const monthly: RecurrenceRule = {
  recurrenceTypeId: 4,
  start: '2026-01-31',
  endTypeId: 1,
  end: null,
  count: null,
  weekdayAdjustmentId: 3,
};
const options = { today: '2026-03-10', until: '2026-06-30' };
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

describe('expandScheduleEvents', () => {
  it('dates monthly payments from 31 January, moving weekends to the Monday after', () => {
    const events = expandScheduleEvents(monthly, 5000, [], [], options);
    expect(events.map((e) => [e.paymentNumber, e.date, e.amount, e.dueDays])).toEqual([
      [1, '2026-02-02', 5000, -36],
      [2, '2026-03-02', 5000, -8],
      [3, '2026-03-31', 5000, 21],
      [4, '2026-04-30', 5000, 51],
      [5, '2026-06-01', 5000, 83],
      [6, '2026-06-30', 5000, 112],
    ]);
    expect(events[2]).toMatchObject({ minimumAllowedMoveDate: '2026-03-03', maximumAllowedMoveDate: '2026-04-29' });
    expect(events[0]?.minimumAllowedMoveDate).toBeNull();
  });

  it('applies one amount change to one payment and a continuing one to every later payment', () => {
    const events = expandScheduleEvents(
      monthly,
      5000,
      [variation(2, 'amount', { newAmount: 7000 }), variation(4, 'amount', { newAmount: 6000, continues: true })],
      [],
      options,
    );
    expect(events.map((e) => e.amount)).toEqual([5000, 7000, 5000, 6000, 6000, 6000]);
  });

  it('moves one payment with a date change, and shifts every later one with a continuing change', () => {
    const moved = expandScheduleEvents(monthly, 5000, [variation(3, 'date', { newDate: '2026-03-20' })], [], options);
    expect(moved.map((e) => e.date)).toEqual([
      '2026-02-02',
      '2026-03-02',
      '2026-03-20',
      '2026-04-30',
      '2026-06-01',
      '2026-06-30',
    ]);
    expect(moved[2]?.scheduledDate).toBe('2026-03-31');
    const shifted = expandScheduleEvents(
      monthly,
      5000,
      [variation(3, 'date', { newDate: '2026-04-03', continues: true })],
      [],
      options,
    );
    expect(shifted.map((e) => e.date)).toEqual([
      '2026-02-02',
      '2026-03-02',
      '2026-04-03',
      '2026-05-04',
      '2026-06-03',
      '2026-07-03',
    ]);
  });

  it.each([
    [
      'without a weekend rule: every later payment moves by the same days',
      1,
      ['2026-02-03', '2026-03-03', '2026-04-03', '2026-05-03'],
    ],
    [
      'with weekends moved to Monday: by the same days, then off the weekend',
      3,
      ['2026-02-05', '2026-03-03', '2026-04-03', '2026-05-04'],
    ],
  ] as const)('moves payments from a month end on: %s', (_name, weekdayAdjustmentId, dates) => {
    const rule: RecurrenceRule = { ...monthly, weekdayAdjustmentId };
    const first = expandScheduleEvents(rule, 5000, [], [], options)[0]?.date as string;
    const moved = expandScheduleEvents(
      rule,
      5000,
      [variation(1, 'date', { newDate: addDays(first, 3), continues: true })],
      [],
      options,
    );
    expect(moved.slice(0, 4).map((e) => e.date)).toEqual(dates);
  });

  it('marks skipped and paid payments; a paid payment is never skipped or payable', () => {
    const paid: PaidBy = { paymentNumber: 1, transactionId: 99, transactionDate: '2026-02-03', amount: 5000 };
    const events = expandScheduleEvents(monthly, 5000, [variation(1, 'skip'), variation(2, 'skip')], [paid], options);
    expect(events.slice(0, 3).map((e) => [e.isPaid, e.isSkipped, e.isPayable])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it('skips a missed one-off payment too', () => {
    const once: RecurrenceRule = { ...monthly, recurrenceTypeId: 1, start: '2026-01-10', weekdayAdjustmentId: 1 };
    const [event] = expandScheduleEvents(once, 100, [variation(1, 'skip')], [], options);
    expect(event).toMatchObject({ isSkipped: true, isPayable: false, dueDays: -59 });
  });

  it('reaches past the horizon to show a minimum of payments ahead', () => {
    const yearly: RecurrenceRule = { ...monthly, recurrenceTypeId: 8 };
    expect(
      expandScheduleEvents(yearly, 1, [], [], { ...options, minimumAhead: 3 }).map((e) => e.paymentNumber),
    ).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [
      'a monthly rule near the end, asked for a dozen ahead',
      { ...monthly, start: '2199-10-31', weekdayAdjustmentId: 1 },
      [],
      { today: '2199-10-01', until: '2200-12-31', minimumAhead: 12 },
      ['2199-10-31', '2199-11-30', '2199-12-31'],
    ],
    [
      'a continuing move that would carry payments past it',
      { ...monthly, start: '2199-10-31', weekdayAdjustmentId: 1 },
      [variation(2, 'date', { newDate: '2199-12-05', continues: true })],
      { today: '2199-10-01', until: '2200-12-31' },
      ['2199-10-31', '2199-12-05'],
    ],
  ])('never dates a payment after 31 Dec 2199: %s', (_name, rule, variations, horizon, dates) => {
    expect(expandScheduleEvents(rule, 100, variations, [], horizon).map((e) => e.date)).toEqual(dates);
  });

  it.each([
    ['today', '2026-11-24', 1000, 6674],
    ['in 2199, unlimited', '2199-06-01', undefined, 15654],
    ['in 2199, limited', '2199-06-01', 1000, 15654],
  ])('keeps a weekly rule from 1 Jan 1900 bounded, seen %s', (_name, today, latest, lastNumber) => {
    const weekly: RecurrenceRule = {
      recurrenceTypeId: 2,
      start: '1900-01-01',
      endTypeId: 1,
      end: null,
      count: null,
      weekdayAdjustmentId: 1,
    };
    const until = today.replace(/^\d{4}/, (year) => String(Number(year) + 1));
    const events = expandScheduleEvents(weekly, 100, [], [], {
      today,
      until,
      minimumAhead: 12,
      ...(latest ? { latest } : {}),
    });
    expect(events).toHaveLength(latest ?? lastNumber);
    expect(events.at(-1)?.paymentNumber).toBe(lastNumber);
    expect(events.every((event) => event.date <= '2199-12-31')).toBe(true);
    // The first payment answered keeps the window its true predecessor gives.
    expect(events[0]?.minimumAllowedMoveDate).toBe(latest ? addDays(events[0]?.date ?? '', -6) : null);
  });

  it('moves exactly one payment for any single date change inside its window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 100 }), (n, pick) => {
        const plain = expandScheduleEvents(monthly, 5000, [], [], options);
        const target = plain[n - 1];
        const min = target?.minimumAllowedMoveDate ?? '2026-01-01';
        const max = target?.maximumAllowedMoveDate as string;
        const span = Math.max(0, Math.round((Date.parse(max) - Date.parse(min)) / 86_400_000));
        const newDate = new Date(Date.parse(min) + (pick % (span + 1)) * 86_400_000).toISOString().slice(0, 10);
        const moved = expandScheduleEvents(monthly, 5000, [variation(n, 'date', { newDate })], [], options);
        const changed = moved.filter((e, i) => e.date !== plain[i]?.date).map((e) => e.paymentNumber);
        expect(changed.length <= 1 && changed.every((p) => p === n)).toBe(true);
        moved.forEach((e, i) => i > 0 && expect(e.date > (moved[i - 1]?.date as string)).toBe(true));
      }),
    );
  });
});
