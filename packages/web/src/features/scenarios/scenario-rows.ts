import { EndType, RecurrenceType, type Scenario, type ScheduleSummary } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { scenarioAlterationOf, type ScenarioAlterationFields } from './scenario-draft';

/** Names sort as people read them: case and accents aside. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const SELECT_SCHEDULE_MESSAGE = 'Please select a schedule';
export const CHANGES_DISCARDED_MESSAGE = 'Changes have been discarded';

/** One line of the scenario list. */
export interface ScenarioListRow {
  id: number;
  name: string;
  /** How many schedules the scenario changes. */
  altered: number;
  /** Their names, in name order. */
  effected: string;
}

/** A schedule that exists only in the scenario is named as new beside the ones it alters. */
export function scenarioListRows(scenarios: readonly Scenario[]): ScenarioListRow[] {
  return [...scenarios]
    .sort((a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id)
    .map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      altered: scenario.scenarioSchedules.length + scenario.hypotheticalSchedules.length,
      effected: [
        ...scenario.scenarioSchedules.map((entry) => entry.schedule.description),
        ...scenario.hypotheticalSchedules.map((schedule) => `${schedule.description} (new)`),
      ]
        .sort(nameCollator.compare)
        .join(', '),
    }));
}

/** One altered schedule of a scenario, as its table shows it. */
export interface AlteredScheduleRow {
  scheduleId: number;
  /**
   * The schedule's first payment (its start after the weekend rule, or a changed date), or its start while
   * the payments load: a start on a Saturday is not the day anything is paid.
   */
  effectiveDate: string;
  description: string;
  frequency: string;
  /** The schedule's own amount. */
  current: number;
  /** What every payment comes to in the scenario; the schedule's own amount when it keeps it. */
  effective: number;
  /** The scenario keeps the schedule's own amounts (it only stops it). */
  keepsAmount: boolean;
  /** No payment on or after this day in the scenario. */
  stopDate: string | null;
}

export function alteredScheduleRows(
  scenario: Pick<Scenario, 'scenarioSchedules'>,
  firstPayments: ReadonlyMap<number, string> = new Map(),
): AlteredScheduleRow[] {
  return scenario.scenarioSchedules
    .map((entry) => ({
      scheduleId: entry.scheduleId,
      effectiveDate: firstPayments.get(entry.scheduleId) ?? entry.schedule.scheduleStart,
      description: entry.schedule.description,
      frequency: entry.schedule.recurrenceType,
      current: entry.schedule.amount,
      effective: entry.amount,
      keepsAmount: entry.keepsScheduleAmount,
      stopDate: entry.stopDate,
    }))
    .sort(
      (a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || nameCollator.compare(a.description, b.description),
    );
}

/** The schedules a scenario can still take, labelled so that two of the same name can be told apart. */
export function scheduleOptions(
  schedules: readonly ScheduleSummary[],
  alreadyAltered: readonly number[],
): { value: string; label: string }[] {
  return schedules
    .filter((schedule) => !alreadyAltered.includes(schedule.id))
    .sort((a, b) => nameCollator.compare(a.description, b.description) || a.id - b.id)
    .map((schedule) => ({
      value: String(schedule.id),
      label: `${schedule.description} · ${schedule.recurrenceType} · ${formatAmount(schedule.amount)}`,
    }));
}

export type AddScheduleCheck =
  | { ok: true; scheduleId: number; alteration: ScenarioAlterationFields }
  | { ok: false; toast?: string; amountError?: string };

/**
 * What Add does with the picker's state: a schedule must be chosen (spec section 5), then a new amount or
 * a stop date given.
 */
export function checkAddSchedule(scheduleId: number | null, fields: ScenarioAlterationFields): AddScheduleCheck {
  if (scheduleId === null) return { ok: false, toast: SELECT_SCHEDULE_MESSAGE };
  const check = scenarioAlterationOf(fields);
  if (!check.ok) return { ok: false, amountError: check.error };
  return { ok: true, scheduleId, alteration: check.alteration };
}

/** One schedule that exists only in the scenario, as its table shows it. */
export interface HypotheticalRow {
  id: number;
  startDate: string;
  description: string;
  frequency: string;
  /** How it ends: never, on a day, or after a number of payments (a one-off payment never repeats). */
  ends: { kind: 'never' } | { kind: 'once' } | { kind: 'date'; date: string } | { kind: 'count'; count: number };
  /** 'Everyday → Car Finance': where the money goes from and to. */
  accounts: string;
  amount: number;
}

export function hypotheticalRows(scenario: Pick<Scenario, 'hypotheticalSchedules'>): HypotheticalRow[] {
  return scenario.hypotheticalSchedules
    .map((schedule) => ({
      id: schedule.id,
      startDate: schedule.scheduleStart,
      description: schedule.description,
      frequency: schedule.recurrenceType,
      ends: endsOf(schedule),
      accounts: `${schedule.debitAccount} → ${schedule.creditAccount}`,
      amount: schedule.amount,
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || nameCollator.compare(a.description, b.description));
}

function endsOf(schedule: Scenario['hypotheticalSchedules'][number]): HypotheticalRow['ends'] {
  if (schedule.recurrenceTypeId === RecurrenceType.Once) return { kind: 'once' };
  if (schedule.recurrenceEndTypeId === EndType.Date && schedule.scheduleEnd)
    return { kind: 'date', date: schedule.scheduleEnd };
  if (schedule.recurrenceEndTypeId === EndType.NumberOfPayments && schedule.numberOfTransactions)
    return { kind: 'count', count: schedule.numberOfTransactions };
  return { kind: 'never' };
}
