import type { BalanceReport } from '@hearth/contract';
import { shortDay } from '../../components/balance-chart-data';

/** One day of the scenario forecast chart: both balances side by side, null where a series has no point. */
export interface ForecastRow {
  day: string;
  date: string;
  withoutScenario: number | null;
  withScenario: number | null;
}

/** The plain forecast (chartData) and the scenario's (scenarioData) joined day by day, in date order. */
export function forecastRows(report: Pick<BalanceReport, 'chartData' | 'scenarioData'>): ForecastRow[] {
  const rows = new Map<string, ForecastRow>();
  const rowOf = (date: string): ForecastRow => {
    const existing = rows.get(date);
    if (existing) return existing;
    const created: ForecastRow = { day: shortDay(date), date, withoutScenario: null, withScenario: null };
    rows.set(date, created);
    return created;
  };
  for (const point of report.chartData) rowOf(point.date).withoutScenario = point.balance;
  for (const point of report.scenarioData) rowOf(point.date).withScenario = point.balance;
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export interface EndBalances {
  date: string;
  withoutScenario: number;
  withScenario: number;
}

/** The balances on the last day both series reach: comparing a day against another would mislead. */
export function endBalances(rows: readonly ForecastRow[]): EndBalances | null {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row && row.withoutScenario !== null && row.withScenario !== null) {
      return { date: row.date, withoutScenario: row.withoutScenario, withScenario: row.withScenario };
    }
  }
  return null;
}
