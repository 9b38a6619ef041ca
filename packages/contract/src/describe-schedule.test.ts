import { describe, expect, it } from 'vitest';
import { describeSchedule, type RecurrenceRule } from './recurrence.js';

const monthly: RecurrenceRule = {
  recurrenceTypeId: 4,
  start: '2026-01-31',
  endTypeId: 1,
  end: null,
  count: null,
  weekdayAdjustmentId: 3,
};
const plain = (extra: Partial<RecurrenceRule>): RecurrenceRule => ({
  ...monthly,
  start: '2027-01-31',
  weekdayAdjustmentId: 1,
  ...extra,
});

describe('describeSchedule', () => {
  it.each([
    [
      { ...monthly },
      "Every month on the 31st (or the month's last day), starting 31 Jan 2026, on the Monday after when it falls on a weekend",
    ],
    [{ ...monthly, recurrenceTypeId: 1, start: '2026-11-20' }, 'Once, on Friday 20 Nov 2026'],
    [
      { ...monthly, recurrenceTypeId: 2, start: '2026-11-20', weekdayAdjustmentId: 1, endTypeId: 2, count: 10 },
      'Every week on Friday, starting 20 Nov 2026, 10 payments',
    ],
    [
      { ...monthly, recurrenceTypeId: 3, start: '2026-11-22', weekdayAdjustmentId: 2, endTypeId: 3, end: '2027-06-30' },
      'Every second week on Sunday, starting 22 Nov 2026, until 30 Jun 2027, on the Friday before when it falls on a weekend',
    ],
    [
      { ...monthly, recurrenceTypeId: 5, start: '2026-11-02', weekdayAdjustmentId: 1 },
      'Every 2 months on the 2nd, starting 02 Nov 2026',
    ],
    [
      { ...monthly, recurrenceTypeId: 6, start: '2026-11-03', weekdayAdjustmentId: 1 },
      'Every quarter from 3 November, starting 03 Nov 2026',
    ],
    [
      { ...monthly, recurrenceTypeId: 7, start: '2026-11-11', weekdayAdjustmentId: 1 },
      'Every half year from 11 November, starting 11 Nov 2026',
    ],
    [
      { ...monthly, recurrenceTypeId: 8, start: '2026-11-23', weekdayAdjustmentId: 1 },
      'Every year on 23 November, starting 23 Nov 2026',
    ],
  ])('describes %j', (rule, text) => {
    expect(describeSchedule(rule)).toBe(text);
  });

  it.each([
    {
      rule: plain({ weekdayAdjustmentId: 3 }),
      text: "Every month on the 31st (or the month's last day), starting 31 Jan 2027, on the Monday after when it falls on a weekend",
    },
    { rule: plain({ recurrenceTypeId: 1 }), text: 'Once, on Sunday 31 Jan 2027' },
    { rule: plain({ recurrenceTypeId: 2, start: '2027-01-05' }), text: 'Every week on Tuesday, starting 05 Jan 2027' },
    {
      rule: plain({ recurrenceTypeId: 3, start: '2027-01-01', endTypeId: 2, count: 1 }),
      text: 'Every second week on Friday, starting 01 Jan 2027, 1 payment',
    },
    {
      rule: plain({ recurrenceTypeId: 5, start: '2027-01-02' }),
      text: 'Every 2 months on the 2nd, starting 02 Jan 2027',
    },
    {
      rule: plain({ recurrenceTypeId: 6, start: '2027-03-03', endTypeId: 3, end: '2028-03-03' }),
      text: 'Every quarter from 3 March, starting 03 Mar 2027, until 03 Mar 2028',
    },
    {
      rule: plain({ recurrenceTypeId: 7, start: '2027-06-11', weekdayAdjustmentId: 2 }),
      text: 'Every half year from 11 June, starting 11 Jun 2027, on the Friday before when it falls on a weekend',
    },
    {
      rule: plain({ recurrenceTypeId: 8, start: '2027-12-22', endTypeId: 2, count: 5 }),
      text: 'Every year on 22 December, starting 22 Dec 2027, 5 payments',
    },
  ])('$text', ({ rule, text }) => {
    expect(describeSchedule(rule)).toBe(text);
  });
});
