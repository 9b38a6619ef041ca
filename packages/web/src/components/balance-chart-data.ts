import type { BalanceReport } from '@hearth/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AXIS_STEP = 100;

/** A point as the chart draws it: the day as its axis writes it (05 Mar) and the balance. */
export interface ChartPoint {
  day: string;
  date: string;
  balance: number;
}

/** 05 Mar from 2026-03-05: a chart spans a year at most, where the order of the days tells the year, which would only crowd the axis. */
export function shortDay(isoDate: string): string {
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1];
  return month ? `${isoDate.slice(8, 10)} ${month}` : isoDate;
}

export function chartPoints(points: BalanceReport['chartData']): ChartPoint[] {
  return [...points]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((point) => ({ day: shortDay(point.date), date: point.date, balance: point.balance }));
}

/** The y axis: its limits and the balances it labels. */
export interface AxisScale {
  domain: [number, number];
  ticks: number[];
}

/**
 * Steps between labelled balances. Below 100 only 25 and 50, which divide the 100 or 200 between limits
 * evenly; from 100 up, 1-2-5 multiples of 100, so that every limit stays a multiple of 100.
 */
function tickSteps(): number[] {
  const steps = [25, 50];
  for (let power = 100; power <= 1e12; power *= 10) steps.push(power, power * 2, power * 5);
  return steps;
}
const TICK_STEPS = tickSteps();
const MOST_INTERVALS = 5;

/**
 * The y axis of a balance chart: the lowest and highest balance rounded out to hundreds (spec section 9),
 * so a line never touches the frame, then out to the step between labels, so labels read as round amounts
 * ($2,000, $2,500 …) rather than where a chart library would divide the range. A flat line gets 100 of
 * room either side.
 */
export function axisScale(balances: readonly number[]): AxisScale {
  let low = 0;
  let high = AXIS_STEP;
  if (balances.length > 0) {
    low = Math.floor(Math.min(...balances) / AXIS_STEP) * AXIS_STEP;
    high = Math.ceil(Math.max(...balances) / AXIS_STEP) * AXIS_STEP;
    if (low === high) {
      low -= AXIS_STEP;
      high += AXIS_STEP;
    }
  }
  const step = TICK_STEPS.find((candidate) => (high - low) / candidate <= MOST_INTERVALS) ?? high - low;
  if (step >= AXIS_STEP) {
    low = Math.floor(low / step) * step;
    high = Math.ceil(high / step) * step;
  }
  const ticks: number[] = [];
  // `+ 0` turns -0 (from rounding a small negative) into 0, which the axis would otherwise print as -$0.
  for (let tick = low; tick <= high; tick += step) ticks.push(tick + 0);
  return { domain: [low + 0, high + 0], ticks };
}

/** The most day labels an x axis carries, however wide the chart. */
const MOST_DAY_LABELS = 6;

/** The axis writes 12 px text: the widest of its characters, and the room kept between two labels. */
const LABEL_CHARACTER_PX = 7;
const LABEL_GAP_PX = 16;

/**
 * How many day labels fit side by side under a plot this wide, the longest of them this many characters:
 * "05 Mar" fits six times on a phone, "05 Mar 2026" twice; never fewer than two (the first and the last).
 */
export function dayLabelsThatFit(plotWidthPx: number, longestLabel: number): number {
  const fit = Math.floor(plotWidthPx / (longestLabel * LABEL_CHARACTER_PX + LABEL_GAP_PX));
  return Math.min(MOST_DAY_LABELS, Math.max(2, fit));
}

/**
 * How many days the x axis skips between labels, so that labels fall at even steps from the first day
 * (09, 12, 15, 18, 21 Nov) rather than wherever they happen to fit (09, 12, 15, 18, then 23 Nov).
 */
export function dayLabelInterval(days: number, mostLabels = MOST_DAY_LABELS): number {
  return Math.max(0, Math.ceil(days / mostLabels) - 1);
}
