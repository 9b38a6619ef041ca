import { Box } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatPercentage } from '../../components/budget-progress';
import { formatPercentIn } from '../../lib/money-display';
import { percentAxis, type TrendPoint } from './budget-trend-data';

/** Above this many periods the dots would merge into a second, thicker line. */
const MOST_DOTTED_POINTS = 31;

interface BudgetTrendChartProps {
  /** Names the chart for assistive technology: 'Percentage used per period of Groceries'. */
  label: string;
  points: TrendPoint[];
}

/** The share of each period's allowance used, with the line where a period spent all it had. */
export function BudgetTrendChart({ label, points }: BudgetTrendChartProps) {
  const axis = percentAxis(points.map((point) => point.percentageUsed));
  return (
    <Box role="figure" aria-label={label} data-points={points.length}>
      <LineChart
        h={320}
        data={points}
        dataKey="period"
        series={[{ name: 'percentageUsed', label: '% used', color: 'hearth.6' }]}
        curveType="linear"
        withDots={points.length <= MOST_DOTTED_POINTS}
        strokeWidth={2}
        // Lines across at each step of the share used, to read a period against.
        gridAxis="x"
        tickLine="none"
        valueFormatter={formatPercentage}
        referenceLines={[
          { y: 100, label: '100%', color: 'red.7', labelPosition: 'insideTopRight', strokeDasharray: '6 4' },
        ]}
        yAxisProps={{
          domain: axis.domain,
          ticks: axis.ticks,
          width: 56,
          tickFormatter: (value: number) => formatPercentIn(value, 0),
        }}
        xAxisProps={{ minTickGap: 16 }}
        // Room above the top label and beside the last dot, which the plot would otherwise clip.
        lineChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
      />
    </Box>
  );
}
