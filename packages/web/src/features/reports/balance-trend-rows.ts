import { formatDate, type BalanceReport } from '@hearth/contract';

/** A day of the balance trend: the balance and, with a scenario, the scenario's balance that day. */
export interface BalanceTrendRow {
  /** How the chart's axis and tooltip write the day: 05 Mar 2026 (a trend spans up to three years). */
  day: string;
  date: string;
  balance: number | null;
  scenario: number | null;
}

/** One row a day, in date order, joining the balance and the scenario's series on their dates. */
export function balanceTrendRows(report: Pick<BalanceReport, 'chartData' | 'scenarioData'>): BalanceTrendRow[] {
  const byDate = new Map<string, BalanceTrendRow>();
  const rowOf = (date: string) => {
    let row = byDate.get(date);
    if (!row) {
      row = { day: formatDate(date), date, balance: null, scenario: null };
      byDate.set(date, row);
    }
    return row;
  };
  for (const point of report.chartData) rowOf(point.date).balance = point.balance;
  for (const point of report.scenarioData) rowOf(point.date).scenario = point.balance;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
