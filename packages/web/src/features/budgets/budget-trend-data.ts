import { formatDate, toDayNumber, type BudgetReportSeries } from '@hearth/contract';
import { shortDay } from '../../components/balance-chart-data';

/** A point as the trend chart draws it: the period's start as its axis writes it, and the share used. */
export interface TrendPoint {
  period: string;
  startDate: string;
  endDate: string;
  percentageUsed: number;
}

/** Past a year, days without their year would repeat on the axis. */
const DAYS_WITHOUT_YEAR = 366;

/** The periods of one budget in date order, labelled by their start day (with the year when they span more than one). */
export function trendPoints(instances: BudgetReportSeries['instances']): TrendPoint[] {
  const sorted = [...instances].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const first = sorted[0];
  const last = sorted.at(-1);
  const withYear =
    first !== undefined &&
    last !== undefined &&
    toDayNumber(last.startDate) - toDayNumber(first.startDate) > DAYS_WITHOUT_YEAR;
  return sorted.map((instance) => ({
    period: withYear ? formatDate(instance.startDate) : shortDay(instance.startDate),
    startDate: instance.startDate,
    endDate: instance.endDate,
    percentageUsed: instance.percentageUsed,
  }));
}

export interface PercentAxis {
  domain: [number, number];
  ticks: number[];
}

const STEPS = [25, 50, 100, 200, 250, 500, 1000, 2500, 5000, 10000];
const MOST_INTERVALS = 6;

/**
 * The y axis of the trend: from 0 (or below it, after refunds) to at least 100%, so that the 100% line
 * is always in sight, rounded out to round steps.
 */
export function percentAxis(values: readonly number[]): PercentAxis {
  const rawLow = Math.min(0, ...values);
  const rawHigh = Math.max(100, ...values);
  const step =
    STEPS.find((candidate) => Math.ceil(rawHigh / candidate) - Math.floor(rawLow / candidate) <= MOST_INTERVALS) ??
    STEPS[STEPS.length - 1]!;
  // `+ 0` turns -0 (from rounding a small negative) into 0.
  const low = Math.floor(rawLow / step) * step + 0;
  const high = Math.ceil(rawHigh / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { domain: [low, high], ticks };
}
