import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BalanceLineChart, type BalanceSeries } from '../../components/balance-line-chart';
import { balanceTrendQuery } from './api';
import type { BalanceTrend } from './balance-trend-query';
import { balanceTrendRows, type BalanceTrendRow } from './balance-trend-rows';
import { csvFileName } from './csv';
import { paletteColor } from './palette';
import type { ReportColumn } from './report-columns';
import { ReportFigure } from './report-figure';
import { ReportLoading } from './report-panel';

interface BalanceTrendChartProps {
  trend: BalanceTrend;
  accountId: number;
  days: number;
  periodLabel: string;
  /** The scenario drawn as a second line, with its name. */
  scenario: { id: number; name: string } | null;
}

const TREND_TITLES: Record<BalanceTrend, string> = { history: 'Historical balance', forecast: 'Forecast balance' };
const CHART_HEIGHT = 320;

/** The balance day by day; a failed report is logged and leaves the chart empty (spec section 8). */
export function BalanceTrendChart({ trend, accountId, days, periodLabel, scenario }: BalanceTrendChartProps) {
  const report = useQuery(balanceTrendQuery(trend, accountId, days, scenario?.id ?? null));
  const { isError, error } = report;
  useEffect(() => {
    if (isError) console.error(`The ${trend} balance report could not be loaded`, error);
  }, [isError, error, trend]);
  const rows = useMemo(() => (report.data ? balanceTrendRows(report.data) : []), [report.data]);

  if (report.isPending) return <ReportLoading h={CHART_HEIGHT} />;
  const accountName = report.data?.accountName ?? 'the account';
  const series: BalanceSeries<'balance' | 'scenario'>[] = [
    { name: 'balance', label: 'Balance', color: paletteColor(0) },
  ];
  const columns: ReportColumn<BalanceTrendRow>[] = [
    { heading: 'Date', format: 'date', value: (row) => row.date, kind: 'title' },
    { heading: 'Balance', format: 'money', value: (row) => row.balance, kind: 'amount' },
  ];
  if (scenario) {
    series.push({ name: 'scenario', label: scenario.name, color: paletteColor(1), strokeDasharray: '6 4' });
    columns.push({ heading: scenario.name, format: 'money', value: (row) => row.scenario, kind: 'detail' });
  }
  const direction = trend === 'history' ? 'last' : 'next';
  return (
    <ReportFigure
      label={`${TREND_TITLES[trend]} of ${accountName}, ${direction} ${periodLabel}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.date}
      fileName={csvFileName([TREND_TITLES[trend], accountName, `${days} days`, scenario?.name ?? ''])}
      emptyText={isError ? 'The balances could not be loaded.' : 'No balances to show.'}
    >
      <BalanceLineChart h={CHART_HEIGHT} data={rows} series={series} withLegend={scenario !== null} />
    </ReportFigure>
  );
}
