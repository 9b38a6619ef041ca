import { describe, expect, it } from 'vitest';
import { firstDayOf, monthParam, monthTitle, parseMonthParam, shiftMonth, visibleEvents } from './calendar-month';

const TODAY = '2026-05-17';

describe('parseMonthParam', () => {
  it.each([
    { value: '2026-11', expected: { year: 2026, month: 11 } },
    { value: '2025-01', expected: { year: 2025, month: 1 } },
    { value: null, expected: { year: 2026, month: 5 } },
    { value: '', expected: { year: 2026, month: 5 } },
    { value: '2026-13', expected: { year: 2026, month: 5 } },
    { value: '2026-00', expected: { year: 2026, month: 5 } },
    { value: '2026-1', expected: { year: 2026, month: 5 } },
    { value: 'november', expected: { year: 2026, month: 5 } },
    { value: '0999-04', expected: { year: 2026, month: 5 } },
    { value: '1900-01', expected: { year: 1900, month: 1 } },
    { value: '2199-12', expected: { year: 2199, month: 12 } },
    { value: '2200-01', expected: { year: 2026, month: 5 } },
  ])('$value reads as $expected', ({ value, expected }) => {
    expect(parseMonthParam(value, TODAY)).toEqual(expected);
  });
});

describe('shiftMonth', () => {
  it.each([
    { from: { year: 2026, month: 5 }, delta: 1, expected: { year: 2026, month: 6 } },
    { from: { year: 2026, month: 12 }, delta: 1, expected: { year: 2027, month: 1 } },
    { from: { year: 2026, month: 1 }, delta: -1, expected: { year: 2025, month: 12 } },
    { from: { year: 2026, month: 3 }, delta: -15, expected: { year: 2024, month: 12 } },
    { from: { year: 2026, month: 3 }, delta: 0, expected: { year: 2026, month: 3 } },
  ])('$from by $delta gives $expected', ({ from, delta, expected }) => {
    expect(shiftMonth(from, delta)).toEqual(expected);
  });
});

describe('month labels', () => {
  it.each([
    { month: { year: 2026, month: 11 }, param: '2026-11', first: '2026-11-01', title: 'November 2026' },
    { month: { year: 2027, month: 1 }, param: '2027-01', first: '2027-01-01', title: 'January 2027' },
  ])('$param', ({ month, param, first, title }) => {
    expect(monthParam(month)).toBe(param);
    expect(firstDayOf(month)).toBe(first);
    expect(monthTitle(month)).toBe(title);
  });
});

describe('visibleEvents', () => {
  const events = [
    { id: 'due', isSkipped: false, isPaid: false },
    { id: 'skipped', isSkipped: true, isPaid: false },
    { id: 'paid', isSkipped: false, isPaid: true },
  ];
  it.each([
    { showSkipped: false, showPaid: false, ids: ['due'] },
    { showSkipped: true, showPaid: false, ids: ['due', 'skipped'] },
    { showSkipped: false, showPaid: true, ids: ['due', 'paid'] },
    { showSkipped: true, showPaid: true, ids: ['due', 'skipped', 'paid'] },
  ])('skipped $showSkipped, paid $showPaid shows $ids', ({ showSkipped, showPaid, ids }) => {
    expect(visibleEvents(events, { showSkipped, showPaid }).map((event) => event.id)).toEqual(ids);
  });
});
