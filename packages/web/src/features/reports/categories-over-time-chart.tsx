import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { type CategoriesOverTimeRow } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { amountAxis, axisAmount } from './amount-axis';
import { paletteColor } from './palette';

/** One bar a week, month, quarter or year; the tooltip gives the exact amount. */
export function CategoriesOverTimeChart({ rows, seriesLabel }: { rows: CategoriesOverTimeRow[]; seriesLabel: string }) {
  const axis = amountAxis(
    rows.map((row) => row.amount),
    { fromZero: true },
  );
  return (
    <BarChart
      h={320}
      data={rows}
      dataKey="displayLabel"
      series={[{ name: 'amount', label: seriesLabel, color: paletteColor(0) }]}
      valueFormatter={formatAmount}
      gridAxis="x"
      tickLine="none"
      yAxisProps={{ domain: axis.domain, ticks: axis.ticks, width: 76, tickFormatter: axisAmount }}
      xAxisProps={{ minTickGap: 12 }}
      barChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
      maxBarWidth={48}
    />
  );
}
