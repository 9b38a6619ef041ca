import { describe, expect, it } from 'vitest';
import type { Scenario, ScheduleSummary } from '@hearth/contract';
import {
  alteredScheduleRows,
  checkAddSchedule,
  hypotheticalRows,
  scenarioListRows,
  scheduleOptions,
  SELECT_SCHEDULE_MESSAGE,
} from './scenario-rows';

type Entry = Scenario['scenarioSchedules'][number];

function entry(
  scheduleId: number,
  description: string,
  scheduleStart: string,
  amount: number,
  override: number,
): Entry {
  return {
    scenarioId: 1,
    scheduleId,
    schedule: {
      id: scheduleId,
      description,
      recurrenceType: 'Monthly',
      scheduleStart,
      amount,
      debitAccount: 'Bank',
      creditAccount: 'Shop',
    },
    amount: override,
    overrideAmount: override,
    keepsScheduleAmount: false,
    stopDate: null,
  };
}

function hypothetical(id: number, description: string): Scenario['hypotheticalSchedules'][number] {
  return {
    id,
    scenarioId: 1,
    recurrenceTypeId: 4,
    recurrenceType: 'Monthly',
    scheduleStart: '2026-04-01',
    recurrenceEndTypeId: 1,
    scheduleEnd: null,
    numberOfTransactions: null,
    description,
    transactionTypeId: 1,
    transactionType: 'Payment',
    subcategoryId: null,
    subcategory: null,
    debitAccountId: 1,
    creditAccountId: 2,
    debitAccount: 'Bank',
    creditAccount: 'Lender',
    amount: 300,
    weekdayOnlyTypeId: 1,
    summary: 'Monthly on the 1st',
  };
}

function scenario(id: number, name: string, entries: Entry[], added: Scenario['hypotheticalSchedules'] = []): Scenario {
  return { id, name, description: '', scenarioSchedules: entries, hypotheticalSchedules: added };
}

describe('scenarioListRows', () => {
  it.each([
    { name: 'none', scenarios: [], expected: [] },
    {
      name: 'a scenario without schedules',
      scenarios: [scenario(1, 'Quiet year', [])],
      expected: [{ id: 1, name: 'Quiet year', altered: 0, effected: '' }],
    },
    {
      name: 'names in order, counted and listed',
      scenarios: [
        scenario(2, 'rent rise', [
          entry(5, 'Rent', '2026-01-01', 1000, 1200),
          entry(3, 'electricity', '2026-01-05', 80, 120),
        ]),
        scenario(1, 'New car', [entry(7, 'Car loan', '2026-02-01', 300, 450)]),
      ],
      expected: [
        { id: 1, name: 'New car', altered: 1, effected: 'Car loan' },
        { id: 2, name: 'rent rise', altered: 2, effected: 'electricity, Rent' },
      ],
    },
    {
      name: 'schedules of its own, named as new',
      scenarios: [scenario(3, 'Move out', [entry(5, 'Rent', '2026-01-01', 1000, 0)], [hypothetical(1, 'Mortgage')])],
      expected: [{ id: 3, name: 'Move out', altered: 2, effected: 'Mortgage (new), Rent' }],
    },
  ])('$name', ({ scenarios, expected }) => {
    expect(scenarioListRows(scenarios)).toEqual(expected);
  });
});

describe('alteredScheduleRows', () => {
  it.each([
    { name: 'none', entries: [], expected: [] },
    {
      name: 'by effective date, then description',
      entries: [
        entry(5, 'Rent', '2026-03-01', 1000, 2000),
        entry(3, 'Water', '2026-01-05', 40, 45.5),
        entry(4, 'Gas', '2026-01-05', 60, 0),
      ],
      expected: [
        {
          scheduleId: 4,
          effectiveDate: '2026-01-05',
          description: 'Gas',
          frequency: 'Monthly',
          current: 60,
          effective: 0,
          keepsAmount: false,
          stopDate: null,
        },
        {
          scheduleId: 3,
          effectiveDate: '2026-01-05',
          description: 'Water',
          frequency: 'Monthly',
          current: 40,
          effective: 45.5,
          keepsAmount: false,
          stopDate: null,
        },
        {
          scheduleId: 5,
          effectiveDate: '2026-03-01',
          description: 'Rent',
          frequency: 'Monthly',
          current: 1000,
          effective: 2000,
          keepsAmount: false,
          stopDate: null,
        },
      ],
    },
  ])('$name', ({ entries, expected }) => {
    expect(alteredScheduleRows({ scenarioSchedules: entries })).toEqual(expected);
  });

  it('dates each schedule by its first payment once known, not by its start', () => {
    // Rent starts on a Saturday and is first paid the Monday after.
    const entries = [entry(5, 'Rent', '2026-02-28', 1000, 2000), entry(3, 'Water', '2026-03-01', 40, 45.5)];
    const rows = alteredScheduleRows({ scenarioSchedules: entries }, new Map([[5, '2026-03-02']]));
    expect(rows.map((row) => [row.description, row.effectiveDate])).toEqual([
      ['Water', '2026-03-01'],
      ['Rent', '2026-03-02'],
    ]);
  });
});

describe('scheduleOptions', () => {
  const summary = (id: number, description: string, amount: number): ScheduleSummary => ({
    id,
    description,
    recurrenceType: 'Weekly',
    transactionType: 'Payment',
    scheduleStart: '2026-01-01',
    amount,
    debitAccount: 'Bank',
    creditAccount: 'Shop',
  });
  const schedules = [summary(3, 'Rent', 1250), summary(1, 'gym', 30.5), summary(2, 'Rent', 99)];

  it.each([
    {
      altered: [],
      expected: [
        ['1', 'gym · Weekly · $30.50'],
        ['2', 'Rent · Weekly · $99.00'],
        ['3', 'Rent · Weekly · $1,250.00'],
      ],
    },
    { altered: [2, 1], expected: [['3', 'Rent · Weekly · $1,250.00']] },
    { altered: [1, 2, 3], expected: [] },
  ])('leaving out $altered', ({ altered, expected }) => {
    expect(scheduleOptions(schedules, altered).map((option) => [option.value, option.label])).toEqual(expected);
  });
});

describe('checkAddSchedule', () => {
  const nothing = 'Give the scenario a new amount or a stop date.';
  it.each([
    { scheduleId: null, amount: 10, stopDate: null, expected: { ok: false, toast: SELECT_SCHEDULE_MESSAGE } },
    { scheduleId: null, amount: null, stopDate: null, expected: { ok: false, toast: SELECT_SCHEDULE_MESSAGE } },
    { scheduleId: 4, amount: null, stopDate: null, expected: { ok: false, amountError: nothing } },
    {
      scheduleId: 4,
      amount: 0,
      stopDate: null,
      expected: { ok: true, scheduleId: 4, alteration: { amount: 0, stopDate: null } },
    },
    {
      scheduleId: 4,
      amount: 12.5,
      stopDate: null,
      expected: { ok: true, scheduleId: 4, alteration: { amount: 12.5, stopDate: null } },
    },
    {
      scheduleId: 4,
      amount: null,
      stopDate: '2026-07-01',
      expected: { ok: true, scheduleId: 4, alteration: { amount: null, stopDate: '2026-07-01' } },
    },
  ])('schedule $scheduleId with amount $amount and stop $stopDate', ({ scheduleId, amount, stopDate, expected }) => {
    expect(checkAddSchedule(scheduleId, { amount, stopDate })).toEqual(expected);
  });
});

describe('hypotheticalRows', () => {
  it('lists them by start, saying how each ends and where its money goes', () => {
    const rows = hypotheticalRows({
      hypotheticalSchedules: [
        { ...hypothetical(1, 'Mortgage'), scheduleStart: '2026-05-01' },
        { ...hypothetical(2, 'Car loan'), recurrenceEndTypeId: 2, numberOfTransactions: 48 },
        { ...hypothetical(3, 'Bonus'), recurrenceTypeId: 1, recurrenceType: 'Once', scheduleStart: '2026-04-01' },
        {
          ...hypothetical(4, 'Course'),
          recurrenceEndTypeId: 3,
          scheduleEnd: '2026-12-01',
          scheduleStart: '2026-03-15',
        },
      ],
    });
    expect(rows.map((row) => [row.description, row.startDate, row.ends, row.accounts, row.amount])).toEqual([
      ['Course', '2026-03-15', { kind: 'date', date: '2026-12-01' }, 'Bank → Lender', 300],
      ['Bonus', '2026-04-01', { kind: 'once' }, 'Bank → Lender', 300],
      ['Car loan', '2026-04-01', { kind: 'count', count: 48 }, 'Bank → Lender', 300],
      ['Mortgage', '2026-05-01', { kind: 'never' }, 'Bank → Lender', 300],
    ]);
  });
});
