import { describe, expect, it } from 'vitest';
import {
  canUnskip,
  removableVariations,
  shownEvents,
  splitScheduleEvents,
  variationLabel,
} from './schedule-event-lists';

const event = (paymentNumber: number, date: string, state: 'due' | 'paid' | 'skipped') => ({
  paymentNumber,
  date,
  isPayable: state === 'due',
  isPaid: state === 'paid',
  isSkipped: state === 'skipped',
});

describe('splitScheduleEvents', () => {
  it.each([
    { name: 'no payments', events: [], upcoming: [], past: [] },
    {
      name: 'payable soonest first, paid and skipped newest first',
      events: [
        event(1, '2027-01-31', 'paid'),
        event(2, '2027-03-01', 'skipped'),
        event(3, '2027-03-31', 'due'),
        event(4, '2027-04-30', 'due'),
      ],
      upcoming: [3, 4],
      past: [2, 1],
    },
    {
      name: 'a moved payment sorts by its new date',
      events: [
        event(1, '2027-02-20', 'due'),
        event(2, '2027-02-10', 'due'),
        event(3, '2027-01-01', 'paid'),
        event(4, '2027-05-01', 'skipped'),
      ],
      upcoming: [2, 1],
      past: [4, 3],
    },
    {
      name: 'an overdue payment is still payable',
      events: [event(1, '2020-01-01', 'due'), event(2, '2020-02-01', 'paid')],
      upcoming: [1],
      past: [2],
    },
  ])('$name', ({ events, upcoming, past }) => {
    const lists = splitScheduleEvents(events);
    expect(lists.upcoming.map((e) => e.paymentNumber)).toEqual(upcoming);
    expect(lists.past.map((e) => e.paymentNumber)).toEqual(past);
  });
});

describe('shownEvents', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
  it.each([
    { length: 0, clicks: 0, shown: 0, hidden: 0 },
    { length: 3, clicks: 0, shown: 3, hidden: 0 },
    { length: 5, clicks: 0, shown: 5, hidden: 0 },
    { length: 12, clicks: 0, shown: 5, hidden: 7 },
    { length: 12, clicks: 1, shown: 10, hidden: 2 },
    { length: 12, clicks: 2, shown: 12, hidden: 0 },
    { length: 12, clicks: -1, shown: 5, hidden: 7 },
  ])('$length payments after $clicks clicks: $shown shown, $hidden hidden', ({ length, clicks, shown, hidden }) => {
    const page = shownEvents(twelve.slice(0, length), clicks);
    expect(page.shown).toEqual(twelve.slice(0, shown));
    expect(page.hidden).toBe(hidden);
  });
});

describe('variations of a payment', () => {
  const variation = (id: number, kind: 'date' | 'amount' | 'skip', continueChange = false) => ({
    id,
    paymentNumber: 2,
    newDate: kind === 'date' ? '2027-03-03' : null,
    newAmount: kind === 'amount' ? 120 : null,
    isSkip: kind === 'skip',
    continueChange,
    description: '',
  });

  it('only date and amount changes are removable', () => {
    const removable = removableVariations({
      variations: [variation(1, 'skip'), variation(2, 'date'), variation(3, 'amount')],
    });
    expect(removable.map((v) => v.id)).toEqual([2, 3]);
  });

  it.each([
    { kind: 'date' as const, continues: false, label: 'Remove date change' },
    { kind: 'amount' as const, continues: false, label: 'Remove amount change' },
    { kind: 'amount' as const, continues: true, label: 'Remove amount change (and later payments)' },
  ])('$kind change (continues: $continues) reads "$label"', ({ kind, continues, label }) => {
    expect(variationLabel(variation(1, kind, continues))).toBe(label);
  });

  it.each([
    { isSkipped: true, isPaid: false, offered: true },
    { isSkipped: false, isPaid: false, offered: false },
    { isSkipped: false, isPaid: true, offered: false },
    { isSkipped: true, isPaid: true, offered: false },
  ])('Un-Skip for skipped $isSkipped, paid $isPaid: $offered', ({ isSkipped, isPaid, offered }) => {
    expect(canUnskip({ isSkipped, isPaid })).toBe(offered);
  });
});
