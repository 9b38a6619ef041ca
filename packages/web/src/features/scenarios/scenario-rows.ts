import { type Scenario, type ScheduleSummary } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { SCENARIO_AMOUNT_MISSING } from './scenario-draft';

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

export function scenarioListRows(scenarios: readonly Scenario[]): ScenarioListRow[] {
  return [...scenarios]
    .sort((a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id)
    .map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      altered: scenario.scenarioSchedules.length,
      effected: scenario.scenarioSchedules
        .map((entry) => entry.schedule.description)
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
  /** The amount the scenario uses instead. */
  effective: number;
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
  { ok: true; scheduleId: number; amount: number } | { ok: false; toast?: string; amountError?: string };

/** What Add does with the picker's state: a schedule must be chosen (spec section 5), and an amount given. */
export function checkAddSchedule(scheduleId: number | null, amount: number | null): AddScheduleCheck {
  if (scheduleId === null) return { ok: false, toast: SELECT_SCHEDULE_MESSAGE };
  if (amount === null) return { ok: false, amountError: SCENARIO_AMOUNT_MISSING };
  return { ok: true, scheduleId, amount };
}
