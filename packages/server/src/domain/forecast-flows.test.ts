import type { RecurrenceRule } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import {
  forecastFlows,
  type ForecastSchedule,
  type HypotheticalForecastSchedule,
  type ScenarioPlan,
  type ScheduleAlteration,
} from './forecast-flows.js';
import type { PaidBy, Variation } from './schedule-events.js';

const window = { today: '2026-03-10', until: '2026-05-31' };

const rule = (start: string, extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  recurrenceTypeId: 4,
  start,
  endTypeId: 1,
  end: null,
  count: null,
  weekdayAdjustmentId: 1,
  ...extra,
});

const paid = (paymentNumber: number, date: string): PaidBy => ({
  paymentNumber,
  transactionId: paymentNumber,
  transactionDate: date,
  amount: 10000,
});

const change = (paymentNumber: number, extra: Partial<Variation>): Variation => ({
  id: paymentNumber,
  paymentNumber,
  kind: 'amount',
  newDate: null,
  newAmount: null,
  continues: false,
  description: '',
  ...extra,
});

/** $100.00 of rent on the 15th, out of the account; January and February paid. */
const rent = (extra: Partial<ForecastSchedule> = {}): ForecastSchedule => ({
  id: 7,
  rule: rule('2026-01-15'),
  amount: 10000,
  variations: [],
  payments: [paid(1, '2026-01-15'), paid(2, '2026-02-15')],
  direction: -1,
  ...extra,
});

const plan = (
  alteration: ScheduleAlteration | null,
  hypothetical: HypotheticalForecastSchedule[] = [],
): ScenarioPlan => ({
  altered: new Map(alteration ? [[7, alteration]] : []),
  hypothetical,
});

const asRows = (schedules: ForecastSchedule[], scenario: ScenarioPlan | null) =>
  forecastFlows(schedules, window, scenario).map((flow) => [flow.date, flow.amount]);

describe('forecastFlows of a real schedule, with what a scenario does to it', () => {
  it.each<[string, ForecastSchedule, ScenarioPlan | null, [string, number][]]>([
    [
      'no scenario: every unpaid payment',
      rent(),
      null,
      [
        ['2026-03-15', -10000],
        ['2026-04-15', -10000],
        ['2026-05-15', -10000],
      ],
    ],
    [
      'a scenario that leaves it alone',
      rent(),
      plan(null),
      [
        ['2026-03-15', -10000],
        ['2026-04-15', -10000],
        ['2026-05-15', -10000],
      ],
    ],
    [
      'an amount of its own',
      rent(),
      plan({ amount: 25000, stopDate: null }),
      [
        ['2026-03-15', -25000],
        ['2026-04-15', -25000],
        ['2026-05-15', -25000],
      ],
    ],
    ['an amount of 0: nothing is paid', rent(), plan({ amount: 0, stopDate: null }), []],
    [
      'a stop on a payment day leaves that payment out',
      rent(),
      plan({ amount: null, stopDate: '2026-04-15' }),
      [['2026-03-15', -10000]],
    ],
    [
      'a stop the day after keeps that payment',
      rent(),
      plan({ amount: null, stopDate: '2026-04-16' }),
      [
        ['2026-03-15', -10000],
        ['2026-04-15', -10000],
      ],
    ],
    [
      'a stop and an amount together',
      rent(),
      plan({ amount: 5000, stopDate: '2026-04-16' }),
      [
        ['2026-03-15', -5000],
        ['2026-04-15', -5000],
      ],
    ],
    [
      'a stop after the forecast ends changes nothing',
      rent(),
      plan({ amount: null, stopDate: '2026-06-01' }),
      [
        ['2026-03-15', -10000],
        ['2026-04-15', -10000],
        ['2026-05-15', -10000],
      ],
    ],
    [
      'kept amounts keep their changes',
      rent({ variations: [change(4, { newAmount: 12000, continues: true })] }),
      plan({ amount: null, stopDate: '2026-05-01' }),
      [
        ['2026-03-15', -10000],
        ['2026-04-15', -12000],
      ],
    ],
    [
      "the scenario's amount replaces changed amounts too",
      rent({ variations: [change(4, { newAmount: 12000, continues: true })] }),
      plan({ amount: 9000, stopDate: null }),
      [
        ['2026-03-15', -9000],
        ['2026-04-15', -9000],
        ['2026-05-15', -9000],
      ],
    ],
    [
      'a stop counts from the date a payment was moved to',
      rent({ variations: [change(4, { kind: 'date', newDate: '2026-04-20' })] }),
      plan({ amount: null, stopDate: '2026-04-18' }),
      [['2026-03-15', -10000]],
    ],
    [
      'overdue payments before the stop still count, on their own dates',
      rent({ payments: [] }),
      plan({ amount: null, stopDate: '2026-02-01' }),
      [['2026-01-15', -10000]],
    ],
    [
      'a salary coming in stops the same way',
      rent({ direction: 1 }),
      plan({ amount: 20000, stopDate: '2026-05-01' }),
      [
        ['2026-03-15', 20000],
        ['2026-04-15', 20000],
      ],
    ],
  ])('%s', (_name, schedule, scenario, expected) => {
    expect(asRows([schedule], scenario)).toEqual(expected);
  });

  it('alters only the schedule the scenario names', () => {
    const other = rent({ id: 8, amount: 3000 });
    expect(asRows([rent(), other], plan({ amount: 0, stopDate: null }))).toEqual([
      ['2026-03-15', -3000],
      ['2026-04-15', -3000],
      ['2026-05-15', -3000],
    ]);
  });
});

describe('forecastFlows of schedules that exist only in a scenario', () => {
  const loan = (start: string, extra: Partial<RecurrenceRule> = {}): HypotheticalForecastSchedule => ({
    rule: rule(start, extra),
    amount: 45000,
    direction: -1,
  });

  it.each<[string, HypotheticalForecastSchedule, [string, number][]]>([
    [
      'a loan from next week',
      loan('2026-03-17'),
      [
        ['2026-03-17', -45000],
        ['2026-04-17', -45000],
        ['2026-05-17', -45000],
      ],
    ],
    [
      'a loan from today pays today',
      loan('2026-03-10'),
      [
        ['2026-03-10', -45000],
        ['2026-04-10', -45000],
        ['2026-05-10', -45000],
      ],
    ],
    [
      'a loan taken last year pays from today on only',
      loan('2025-12-01'),
      [
        ['2026-04-01', -45000],
        ['2026-05-01', -45000],
      ],
    ],
    [
      'a loan of two payments',
      loan('2026-03-20', { endTypeId: 2, count: 2 }),
      [
        ['2026-03-20', -45000],
        ['2026-04-20', -45000],
      ],
    ],
    ['a loan ending on a date', loan('2026-03-20', { endTypeId: 3, end: '2026-04-19' }), [['2026-03-20', -45000]]],
    [
      'a Saturday payment moved to the Friday before',
      loan('2026-03-14', { weekdayAdjustmentId: 2 }),
      [
        ['2026-03-13', -45000],
        ['2026-04-14', -45000],
        ['2026-05-14', -45000],
      ],
    ],
    ['a one-off payment already past', loan('2026-03-01', { recurrenceTypeId: 1 }), []],
    [
      'a new salary comes in',
      { rule: rule('2026-04-25'), amount: 300000, direction: 1 },
      [
        ['2026-04-25', 300000],
        ['2026-05-25', 300000],
      ],
    ],
  ])('%s', (_name, hypothetical, expected) => {
    expect(forecastFlows([], window, plan(null, [hypothetical])).map((f) => [f.date, f.amount])).toEqual(expected);
  });

  it('is left out of the forecast without the scenario', () => {
    const withLoan = plan(null, [loan('2026-03-17')]);
    expect(forecastFlows([rent()], window, withLoan)).toHaveLength(6);
    expect(forecastFlows([rent()], window)).toEqual(forecastFlows([rent()], window, plan(null)));
  });
});
