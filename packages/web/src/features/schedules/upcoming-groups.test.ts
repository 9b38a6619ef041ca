import { describe, expect, it } from 'vitest';
import { counterpartLabel, dueHeading, groupByDue, matchesPayee } from './upcoming-groups';

describe('dueHeading', () => {
  it.each([
    { dueDays: -30, heading: 'Overdue' },
    { dueDays: -1, heading: 'Overdue' },
    { dueDays: 0, heading: 'Due today' },
    { dueDays: 1, heading: 'Due tomorrow' },
    { dueDays: 2, heading: 'In 2 days' },
    { dueDays: 45, heading: 'In 45 days' },
  ])('$dueDays days gives "$heading"', ({ dueDays, heading }) => {
    expect(dueHeading(dueDays)).toBe(heading);
  });
});

describe('groupByDue', () => {
  const event = (schedule: string, dueDays: number) => ({ schedule, dueDays });

  it.each([
    { name: 'nothing', events: [], groups: [] },
    {
      name: 'overdue ones together, first',
      events: [event('Rent', 3), event('Water', -2), event('Power', -10)],
      groups: [
        ['Overdue', ['Power', 'Water']],
        ['In 3 days', ['Rent']],
      ],
    },
    {
      name: 'today, tomorrow and each later day apart',
      events: [event('A', 1), event('B', 0), event('C', 5), event('D', 4), event('E', 5)],
      groups: [
        ['Due today', ['B']],
        ['Due tomorrow', ['A']],
        ['In 4 days', ['D']],
        ['In 5 days', ['C', 'E']],
      ],
    },
  ])('$name', ({ events, groups }) => {
    expect(groupByDue(events).map((group) => [group.heading, group.events.map((e) => e.schedule)])).toEqual(groups);
  });
});

describe('matchesPayee', () => {
  const event = { debitAccount: 'Everyday', creditAccount: 'Power Co' };
  it.each([
    { search: '', matches: true },
    { search: '  ', matches: true },
    { search: 'power', matches: true },
    { search: 'EVERY', matches: true },
    { search: ' co ', matches: true },
    { search: 'Water', matches: false },
  ])('"$search" matches: $matches', ({ search, matches }) => {
    expect(matchesPayee(event, search)).toBe(matches);
  });
});

describe('counterpartLabel', () => {
  it.each([
    { transactionTypeId: 1, label: 'To Power Co' },
    { transactionTypeId: 2, label: 'From Everyday' },
    { transactionTypeId: 3, label: 'Everyday to Power Co' },
  ])('type $transactionTypeId reads "$label"', ({ transactionTypeId, label }) => {
    expect(counterpartLabel({ transactionTypeId, debitAccount: 'Everyday', creditAccount: 'Power Co' })).toBe(label);
  });
});
