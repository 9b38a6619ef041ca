import type { BalanceReport } from '@hearth/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AXIS_STEP = 100;

/** A point as the chart draws it: the day as its axis writes it (05 Mar) and the balance. */
export interface ChartPoint {
  day: string;
  date: string;
  balance: number;
}

/** 05 Mar from 2026-03-05: the charts span a few weeks, so the year would only crowd the axis. */
export function shortDay(isoDate: string): string {
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1];
  return month ? `${isoDate.slice(8, 10)} ${month}` : isoDate;
}

export function chartPoints(points: BalanceReport['chartData']): ChartPoint[] {
  return [...points]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((point) => ({ day: shortDay(point.date), date: point.date, balance: point.balance }));
}

/**
 * The y-axis limits: the lowest and highest balance rounded out to the nearest 100 (spec section 9), so a
 * line never touches the frame; a flat line gets 100 of room either side.
 */
export function axisLimits(balances: readonly number[]): [number, number] {
  if (balances.length === 0) return [0, AXIS_STEP];
  const low = Math.floor(Math.min(...balances) / AXIS_STEP) * AXIS_STEP;
  const high = Math.ceil(Math.max(...balances) / AXIS_STEP) * AXIS_STEP;
  // `+ 0` turns -0 (from flooring a small negative) into 0, which the axis would otherwise print as -0.
  return low === high ? [low - AXIS_STEP + 0, high + AXIS_STEP + 0] : [low + 0, high + 0];
}
