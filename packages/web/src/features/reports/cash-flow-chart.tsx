import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { type CashFlowRow } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { amountAxis, axisAmount } from './amount-axis';

/**
 * Income and spending side by side each month, with the net as a line across them. Money in reads teal and
 * money out red, as they do across the app; the net is dark, to stand out from both.
 */
export function CashFlowChart({ rows }: { rows: CashFlowRow[] }) {
  const axis = amountAxis(
    rows.flatMap((row) => [row.income, row.spending, row.net]),
    { fromZero: true },
  );
  return (
    <CompositeChart
      h={320}
      data={rows}
      dataKey="displayLabel"
      series={[
        { name: 'income', label: 'Income', color: 'teal.6', type: 'bar' },
        { name: 'spending', label: 'Spending', color: 'red.6', type: 'bar' },
        { name: 'net', label: 'Net', color: 'indigo.8', type: 'line' },
      ]}
      curveType="linear"
      withLegend
      valueFormatter={formatAmount}
      gridAxis="x"
      tickLine="none"
      maxBarWidth={28}
      yAxisProps={{ domain: axis.domain, ticks: axis.ticks, width: 84, tickFormatter: axisAmount }}
      xAxisProps={{ minTickGap: 12 }}
      composedChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
    />
  );
}
