import { describe, expect, it } from 'vitest';
import { describePattern, previewPayments, weekdayOf, type PreviewRule } from './schedule-preview';
import { toDayNumber } from '@hearth/contract';

const rule = (changes: Partial<PreviewRule>): PreviewRule => ({
  recurrenceTypeId: 4,
  scheduleStart: '2027-01-31',
  recurrenceEndTypeId: 1,
  scheduleEnd: null,
  numberOfTransactions: null,
  weekdayOnlyTypeId: 1,
  ...changes,
});
const dates = (r: PreviewRule, count = 6) => previewPayments(r, count).map((payment) => payment.date);

describe('weekdayOf', () => {
  it.each([
    { date: '1970-01-01', weekday: 4 },
    { date: '2027-01-31', weekday: 7 },
    { date: '2027-02-01', weekday: 1 },
    { date: '1969-12-28', weekday: 7 },
  ])('$date is day $weekday of the week', ({ date, weekday }) => {
    expect(weekdayOf(toDayNumber(date))).toBe(weekday);
  });
});

describe('previewPayments', () => {
  it.each([
    {
      name: 'monthly on the 31st keeps to the month end without drifting',
      rule: rule({}),
      dates: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    {
      name: 'and with Following Monday moves a weekend to the Monday after',
      rule: rule({ weekdayOnlyTypeId: 3 }),
      dates: ['2027-02-01', '2027-03-01', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    {
      name: 'Preceding Friday moves a weekend to the Friday before',
      rule: rule({ weekdayOnlyTypeId: 2 }),
      dates: ['2027-01-29', '2027-02-26', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30'],
    },
    { name: 'weekly', rule: rule({ recurrenceTypeId: 2, scheduleStart: '2026-12-28' }), dates: ['2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01'] },
    { name: 'fortnightly', rule: rule({ recurrenceTypeId: 3, scheduleStart: '2027-01-01' }), dates: ['2027-01-01', '2027-01-15', '2027-01-29', '2027-02-12', '2027-02-26', '2027-03-12'] },
    { name: 'every 2 months', rule: rule({ recurrenceTypeId: 5, scheduleStart: '2027-12-31' }), dates: ['2027-12-31', '2028-02-29', '2028-04-30', '2028-06-30', '2028-08-31', '2028-10-31'] },
    { name: 'quarterly', rule: rule({ recurrenceTypeId: 6, scheduleStart: '2027-11-30' }), dates: ['2027-11-30', '2028-02-29', '2028-05-30', '2028-08-30', '2028-11-30', '2029-02-28'] },
    { name: 'half yearly', rule: rule({ recurrenceTypeId: 7, scheduleStart: '2027-08-31' }), dates: ['2027-08-31', '2028-02-29', '2028-08-31', '2029-02-28', '2029-08-31', '2030-02-28'] },
    { name: 'annually from 29 Feb', rule: rule({ recurrenceTypeId: 8, scheduleStart: '2028-02-29' }), dates: ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29', '2033-02-28'] },
    { name: 'once', rule: rule({ recurrenceTypeId: 1 }), dates: ['2027-01-31'] },
    { name: 'three payments', rule: rule({ recurrenceEndTypeId: 2, numberOfTransactions: 3 }), dates: ['2027-01-31', '2027-02-28', '2027-03-31'] },
    { name: 'no payments when the count is 0', rule: rule({ recurrenceEndTypeId: 2, numberOfTransactions: 0 }), dates: [] },
    { name: 'to a final date', rule: rule({ recurrenceEndTypeId: 3, scheduleEnd: '2027-03-31' }), dates: ['2027-01-31', '2027-02-28', '2027-03-31'] },
    { name: 'a final date before the start', rule: rule({ recurrenceEndTypeId: 3, scheduleEnd: '2027-01-30' }), dates: [] },
    { name: 'no payment past the last day of the calendar', rule: rule({ scheduleStart: '2199-10-31' }), dates: ['2199-10-31', '2199-11-30', '2199-12-31'] },
  ])('$name', ({ rule: r, dates: expected }) => {
    expect(dates(r)).toEqual(expected);
  });

  it('says which day the weekend rule moved a payment from', () => {
    expect(previewPayments(rule({ weekdayOnlyTypeId: 3 }), 2)).toEqual([
      { paymentNumber: 1, date: '2027-02-01', movedFrom: '2027-01-31' },
      { paymentNumber: 2, date: '2027-03-01', movedFrom: '2027-02-28' },
    ]);
  });
});

describe('describePattern', () => {
  it.each([
    {
      rule: rule({ weekdayOnlyTypeId: 3 }),
      text: "Every month on the 31st (or the month's last day), starting 31 Jan 2027, on the Monday after when it falls on a weekend",
    },
    { rule: rule({ recurrenceTypeId: 1 }), text: 'Once, on Sunday 31 Jan 2027' },
    { rule: rule({ recurrenceTypeId: 2, scheduleStart: '2027-01-05' }), text: 'Every week on Tuesday, starting 05 Jan 2027' },
    { rule: rule({ recurrenceTypeId: 3, scheduleStart: '2027-01-01', recurrenceEndTypeId: 2, numberOfTransactions: 1 }), text: 'Every second week on Friday, starting 01 Jan 2027, 1 payment' },
    { rule: rule({ recurrenceTypeId: 5, scheduleStart: '2027-01-02' }), text: 'Every 2 months on the 2nd, starting 02 Jan 2027' },
    { rule: rule({ recurrenceTypeId: 6, scheduleStart: '2027-03-03', recurrenceEndTypeId: 3, scheduleEnd: '2028-03-03' }), text: 'Every quarter from 3 March, starting 03 Mar 2027, until 03 Mar 2028' },
    { rule: rule({ recurrenceTypeId: 7, scheduleStart: '2027-06-11', weekdayOnlyTypeId: 2 }), text: 'Every half year from 11 June, starting 11 Jun 2027, on the Friday before when it falls on a weekend' },
    { rule: rule({ recurrenceTypeId: 8, scheduleStart: '2027-12-22', recurrenceEndTypeId: 2, numberOfTransactions: 5 }), text: 'Every year on 22 December, starting 22 Dec 2027, 5 payments' },
  ])('$text', ({ rule: r, text }) => {
    expect(describePattern(r)).toBe(text);
  });
});
