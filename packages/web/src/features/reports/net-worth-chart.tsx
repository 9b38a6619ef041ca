import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatAmount } from '../../lib/money-display';
import { amountAxis, axisAmount } from './amount-axis';
import type { NetWorthRow } from './net-worth-rows';
import { paletteColor } from './palette';

/** The family's worth at each month's end; investments as a line of their own when there are any. */
export function NetWorthChart({ rows, withInvestments }: { rows: NetWorthRow[]; withInvestments: boolean }) {
  const values = rows.flatMap((row) =>
    withInvestments && row.investments !== null ? [row.total, row.investments] : [row.total],
  );
  const axis = amountAxis(values);
  const series = [{ name: 'total', label: 'Net worth', color: paletteColor(0) }];
  if (withInvestments) series.push({ name: 'investments', label: 'Investments', color: paletteColor(1) });
  return (
    <AreaChart
      h={320}
      data={rows}
      dataKey="displayLabel"
      series={series}
      curveType="monotone"
      withDots={rows.length <= 36}
      withLegend={withInvestments}
      valueFormatter={formatAmount}
      gridAxis="x"
      tickLine="none"
      fillOpacity={0.25}
      yAxisProps={{ domain: axis.domain, ticks: axis.ticks, width: 84, tickFormatter: axisAmount }}
      xAxisProps={{ minTickGap: 12 }}
      areaChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
    />
  );
}
