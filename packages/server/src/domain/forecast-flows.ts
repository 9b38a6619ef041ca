import type { RecurrenceRule } from '@hearth/contract';
import type { Flow } from './balance-series.js';
import { payableScheduleAmounts, type PaidBy, type Variation } from './schedule-events.js';

/** Which way a schedule's payments move the forecast account: 1 into it, -1 out of it. */
export type Direction = 1 | -1;

/** A real schedule touching the forecast account, with its history. */
export interface ForecastSchedule {
  id: number;
  rule: RecurrenceRule;
  /** Cents. */
  amount: number;
  variations: Variation[];
  payments: PaidBy[];
  direction: Direction;
}

/** What a scenario does to one real schedule. */
export interface ScheduleAlteration {
  /** Cents every unpaid payment comes to (0 included); null keeps the schedule's own amounts and their changes. */
  amount: number | null;
  /** No payment dated on or after this day (after the weekend rule and any move). */
  stopDate: string | null;
}

/** A schedule that exists only in a scenario: no changes of its payments, nothing pays it. */
export interface HypotheticalForecastSchedule {
  rule: RecurrenceRule;
  /** Cents. */
  amount: number;
  direction: Direction;
}

/** A scenario as the forecast reads it: the real schedules it alters (by id), and those it adds. */
export interface ScenarioPlan {
  altered: ReadonlyMap<number, ScheduleAlteration>;
  hypothetical: readonly HypotheticalForecastSchedule[];
}

export interface ForecastWindow {
  today: string;
  /** The last day of the forecast. */
  until: string;
}

/**
 * The money the schedules will move in or out of an account up to the end of the window: every unpaid,
 * unskipped payment (overdue ones too), signed by its direction. With a scenario, its altered schedules pay
 * its amount and stop on its date, and its own schedules add their payments from today on: what they would
 * have paid before today never happened. The real forecast is this without a scenario, so the two series
 * differ by the scenario alone (docs/product-decisions.md, Forecast).
 */
export function forecastFlows(
  schedules: readonly ForecastSchedule[],
  window: ForecastWindow,
  plan: ScenarioPlan | null = null,
): Flow[] {
  const flows: Flow[] = [];
  for (const schedule of schedules) {
    const alteration = plan?.altered.get(schedule.id) ?? null;
    const payable = payableScheduleAmounts(
      schedule.rule,
      schedule.amount,
      schedule.variations,
      schedule.payments,
      window,
    );
    for (const payment of payable) {
      if (alteration?.stopDate && payment.date >= alteration.stopDate) continue;
      const amount = alteration?.amount ?? payment.amount;
      // A payment of nothing moves nothing.
      if (amount !== 0) flows.push({ date: payment.date, amount: amount * schedule.direction });
    }
  }
  for (const schedule of plan?.hypothetical ?? []) {
    for (const payment of payableScheduleAmounts(schedule.rule, schedule.amount, [], [], window)) {
      if (payment.date >= window.today) flows.push({ date: payment.date, amount: payment.amount * schedule.direction });
    }
  }
  return flows;
}
