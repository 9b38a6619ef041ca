import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, isoWeekday } from './calendar-days.js';
import { fromDayNumber, toDayNumber } from './dates.js';
import {
  adjustForWeekend,
  firstPayments,
  hasPayment,
  nominalDate,
  ruleDates,
  type RecurrenceRule,
} from './recurrence.js';

const rule = (recurrenceTypeId: number, start: string, extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  recurrenceTypeId,
  start,
  endTypeId: 1,
  end: null,
  count: null,
  weekdayAdjustmentId: 1,
  ...extra,
});

describe('nominalDate by recurrence', () => {
  // 2026-01-31 is a Saturday.
  it.each([
    ['Once', 1, [1], ['2026-01-31']],
    ['Weekly', 2, [1, 2, 3], ['2026-01-31', '2026-02-07', '2026-02-14']],
    ['Fortnightly', 3, [1, 2, 3], ['2026-01-31', '2026-02-14', '2026-02-28']],
    ['Monthly', 4, [1, 2, 3, 4, 13], ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2027-01-31']],
    ['Every 2 months', 5, [1, 2, 3], ['2026-01-31', '2026-03-31', '2026-05-31']],
    ['Quarterly', 6, [1, 2, 3, 5], ['2026-01-31', '2026-04-30', '2026-07-31', '2027-01-31']],
    ['Half Yearly', 7, [1, 2, 3], ['2026-01-31', '2026-07-31', '2027-01-31']],
    ['Annually', 8, [1, 2, 3], ['2026-01-31', '2027-01-31', '2028-01-31']],
  ])('%s keeps the start day and clamps to month ends', (_name, type, numbers, expected) => {
    expect(numbers.map((n) => nominalDate(rule(type, '2026-01-31'), n))).toEqual(expected);
  });

  it('keeps 29 February in leap years only', () => {
    expect([1, 2, 5].map((n) => nominalDate(rule(8, '2024-02-29'), n))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2028-02-29',
    ]);
  });
});

describe('adjustForWeekend', () => {
  it.each([
    ['2026-01-31', 1, '2026-01-31'],
    ['2026-01-31', 2, '2026-01-30'],
    ['2026-01-31', 3, '2026-02-02'],
    ['2026-02-01', 2, '2026-01-30'],
    ['2026-02-01', 3, '2026-02-02'],
    ['2026-02-02', 2, '2026-02-02'],
    ['2026-02-06', 3, '2026-02-06'],
  ])('%s with adjustment %d is %s', (date, adjustment, expected) => {
    expect(adjustForWeekend(date, adjustment)).toBe(expected);
  });
});

describe('end types', () => {
  it.each([
    ['Never', { endTypeId: 1 }, 8, true],
    ['Number of Payments: the 3rd of 3', { endTypeId: 2, count: 3 }, 3, true],
    ['Number of Payments: no 4th of 3', { endTypeId: 2, count: 3 }, 4, false],
    ['Date: on the end day', { endTypeId: 3, end: '2026-04-30' }, 4, true],
    ['Date: after the end day', { endTypeId: 3, end: '2026-04-29' }, 4, false],
    ['Once has one payment whatever the end', { recurrenceTypeId: 1, endTypeId: 2, count: 5 }, 2, false],
  ])('%s', (_name, extra, n, expected) => {
    expect(hasPayment(rule(4, '2026-01-31', extra as Partial<RecurrenceRule>), n)).toBe(expected);
  });
});

describe('the calendar ends on 31 Dec 2199', () => {
  it.each([
    ['Once on the last day', 1, '2199-12-31', 1, '2199-12-31', '2199-12-31'],
    ['Weekly from December 2199', 2, '2199-12-01', 5, '2199-12-01', '2199-12-29'],
    ['Fortnightly from December 2199', 3, '2199-12-01', 3, '2199-12-01', '2199-12-29'],
    ['Monthly from 31 Oct 2199', 4, '2199-10-31', 3, '2199-10-31', '2199-12-31'],
    ['Quarterly from 31 Dec 2199', 6, '2199-12-31', 1, '2199-12-31', '2199-12-31'],
    ['Annually from 2190', 8, '2190-02-28', 10, '2190-02-28', '2199-02-28'],
    ['Weekly from 1 Jan 1900, the most payments any rule has', 2, '1900-01-01', 15654, '1900-01-01', '2199-12-30'],
    ['Monthly from 9999-12-31, a start saved before dates were bounded', 4, '9999-12-31', 0, undefined, undefined],
  ])('%s: no payment after the last day', (_name, type, start, count, first, last) => {
    const dates = ruleDates(rule(type, start), '9999-12-31');
    expect(dates).toHaveLength(count);
    expect([dates[0]?.date, dates.at(-1)?.date]).toEqual([first, last]);
  });

  it.each([
    ['no payment after the last day', rule(4, '2199-12-31'), 2, false],
    [
      'a weekend rule does not carry the last payment past it',
      rule(2, '2199-12-28', { weekdayAdjustmentId: 3 }),
      1,
      true,
    ],
    ['an end date past the last day ends there', rule(4, '2199-11-30', { endTypeId: 3, end: '2250-01-01' }), 3, false],
    ['a count past the last day ends there', rule(8, '2199-01-01', { endTypeId: 2, count: 5 }), 2, false],
  ])('%s', (_name, r, n, expected) => {
    expect(hasPayment(r, n)).toBe(expected);
  });
});

describe('a recurrence type that does not repeat by days or months', () => {
  it.each([0, 99, -1])('type %s has the one payment on its start, with or without an end', (type) => {
    expect(ruleDates(rule(type, '2026-01-05'), '2030-12-31')).toEqual([{ paymentNumber: 1, date: '2026-01-05' }]);
    expect(ruleDates(rule(type, '2026-01-05', { endTypeId: 2, count: 4 }), '2030-12-31')).toHaveLength(1);
  });
});

describe('ruleDates for every recurrence, end type and weekend rule', () => {
  const cases = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((type) =>
    [1, 2, 3].flatMap((endTypeId) =>
      [1, 2, 3].map((weekdayAdjustmentId) => ({ type, endTypeId, weekdayAdjustmentId })),
    ),
  );
  it.each(cases)(
    'recurrence $type, end $endTypeId, weekend $weekdayAdjustmentId: dated, ordered, within its end',
    ({ type, endTypeId, weekdayAdjustmentId }) => {
      const r = rule(type, '2026-01-31', { endTypeId, weekdayAdjustmentId, count: 4, end: '2026-12-31' });
      const dates = ruleDates(r, '2035-12-31');
      const expectedCount = type === 1 ? 1 : endTypeId === 2 ? 4 : undefined;
      if (expectedCount !== undefined) expect(dates).toHaveLength(expectedCount);
      expect(dates.map((d) => d.paymentNumber)).toEqual(dates.map((_, i) => i + 1));
      for (const { date } of dates) {
        if (weekdayAdjustmentId !== 1) expect(isoWeekday(date)).toBeLessThan(6);
        if (endTypeId === 3 && type !== 1) expect(daysBetween(date, '2027-01-02')).toBeGreaterThan(0);
      }
      for (let i = 1; i < dates.length; i += 1)
        expect((dates[i] as { date: string }).date > (dates[i - 1] as { date: string }).date).toBe(true);
    },
  );
});

describe('firstPayments, as the schedule form previews them', () => {
  const dates = (r: RecurrenceRule) => firstPayments(r, 6).map((payment) => payment.date);
  it.each([
    {
      name: 'monthly on the 31st keeps to the month end without drifting',
      rule: rule(4, '2027-01-31'),
      dates: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    {
      name: 'and with Following Monday moves a weekend to the Monday after',
      rule: rule(4, '2027-01-31', { weekdayAdjustmentId: 3 }),
      dates: ['2027-02-01', '2027-03-01', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    {
      name: 'Preceding Friday moves a weekend to the Friday before',
      rule: rule(4, '2027-01-31', { weekdayAdjustmentId: 2 }),
      dates: ['2027-01-29', '2027-02-26', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    {
      name: 'weekly',
      rule: rule(2, '2026-12-28'),
      dates: ['2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01'],
    },
    {
      name: 'fortnightly',
      rule: rule(3, '2027-01-01'),
      dates: ['2027-01-01', '2027-01-15', '2027-01-29', '2027-02-12', '2027-02-26', '2027-03-12'],
    },
    {
      name: 'every 2 months',
      rule: rule(5, '2027-12-31'),
      dates: ['2027-12-31', '2028-02-29', '2028-04-30', '2028-06-30', '2028-08-31', '2028-10-31'],
    },
    {
      name: 'quarterly',
      rule: rule(6, '2027-11-30'),
      dates: ['2027-11-30', '2028-02-29', '2028-05-30', '2028-08-30', '2028-11-30', '2029-02-28'],
    },
    {
      name: 'half yearly',
      rule: rule(7, '2027-08-31'),
      dates: ['2027-08-31', '2028-02-29', '2028-08-31', '2029-02-28', '2029-08-31', '2030-02-28'],
    },
    {
      name: 'annually from 29 Feb',
      rule: rule(8, '2028-02-29'),
      dates: ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29', '2033-02-28'],
    },
    { name: 'once', rule: rule(1, '2027-01-31'), dates: ['2027-01-31'] },
    {
      name: 'three payments',
      rule: rule(4, '2027-01-31', { endTypeId: 2, count: 3 }),
      dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
    },
    { name: 'no payments when the count is 0', rule: rule(4, '2027-01-31', { endTypeId: 2, count: 0 }), dates: [] },
    {
      name: 'to a final date',
      rule: rule(4, '2027-01-31', { endTypeId: 3, end: '2027-03-31' }),
      dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
    },
    {
      name: 'a final date before the start',
      rule: rule(4, '2027-01-31', { endTypeId: 3, end: '2027-01-30' }),
      dates: [],
    },
    {
      name: 'no payment past the last day of the calendar',
      rule: rule(4, '2199-10-31'),
      dates: ['2199-10-31', '2199-11-30', '2199-12-31'],
    },
  ])('$name', ({ rule: r, dates: expected }) => {
    expect(dates(r)).toEqual(expected);
  });

  it('says which day the weekend rule moved a payment from', () => {
    expect(firstPayments(rule(4, '2027-01-31', { weekdayAdjustmentId: 3 }), 2)).toEqual([
      { paymentNumber: 1, date: '2027-02-01', movedFrom: '2027-01-31' },
      { paymentNumber: 2, date: '2027-03-01', movedFrom: '2027-02-28' },
    ]);
  });
});

describe('properties', () => {
  const anyRule = fc.record({
    recurrenceTypeId: fc.integer({ min: 2, max: 8 }),
    start: fc
      .integer({ min: 0, max: 3650 })
      .map((offset) => new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10)),
    endTypeId: fc.constant(1),
    end: fc.constant(null),
    count: fc.constant(null),
    weekdayAdjustmentId: fc.integer({ min: 1, max: 3 }),
  });

  it('gives strictly increasing dates and dense payment numbers', () => {
    fc.assert(
      fc.property(anyRule, (r) => {
        const dates = ruleDates(r, '2032-12-31');
        dates.forEach((d, i) => {
          expect(d.paymentNumber).toBe(i + 1);
          if (i > 0) expect(d.date > (dates[i - 1] as { date: string }).date).toBe(true);
        });
      }),
    );
  });

  it('never drifts: month-based dates keep the start day or the month end', () => {
    fc.assert(
      fc.property(
        anyRule.filter((r) => r.recurrenceTypeId >= 4),
        fc.integer({ min: 1, max: 60 }),
        (r, n) => {
          const date = nominalDate(r, n);
          const startDay = Number(r.start.slice(8));
          const day = Number(date.slice(8));
          const [y, m] = date.split('-').map(Number) as [number, number];
          const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
          expect(day).toBe(Math.min(startDay, lastDay));
        },
      ),
    );
  });

  it('previews, for any rule of the calendar, the payments the saved schedule will have', () => {
    const day = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2199-12-31') }).map(fromDayNumber);
    const everyRule = fc.record({
      recurrenceTypeId: fc.integer({ min: 1, max: 8 }),
      start: fc.oneof(day, fc.constantFrom('2199-12-31', '2199-10-31', '2028-02-29', '2027-01-31')),
      endTypeId: fc.integer({ min: 1, max: 3 }),
      end: fc.option(day),
      count: fc.option(fc.integer({ min: 0, max: 60 })),
      weekdayAdjustmentId: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(everyRule, (r) => {
        const previewed = firstPayments(r, 40);
        const saved = ruleDates(r, nominalDate(r, 40));
        expect(previewed.map(({ paymentNumber, date }) => ({ paymentNumber, date }))).toEqual(saved);
        for (const payment of previewed) {
          expect(payment.movedFrom).toBe(
            payment.date === nominalDate(r, payment.paymentNumber) ? null : nominalDate(r, payment.paymentNumber),
          );
        }
      }),
      { numRuns: 5_000 },
    );
  });
});
