import { Box, Group, Text } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatAmount } from '@hearth/contract';
import { axisScale, type ChartPoint } from './balance-chart-data';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

interface BalanceChartProps {
  /** Names the chart for assistive technology: 'Projected balance of Everyday'. */
  label: string;
  points: ChartPoint[];
  color: string;
}

/** A balance day by day; the tooltip gives the exact amount, the line below the first and last. */
export function BalanceChart({ label, points, color }: BalanceChartProps) {
  const first = points[0];
  const last = points[points.length - 1];
  const scale = axisScale(points.map((point) => point.balance));
  return (
    <Box role="figure" aria-label={label} data-points={points.length}>
      <LineChart
        h={200}
        data={points}
        dataKey="day"
        series={[{ name: 'balance', label: 'Balance', color }]}
        curveType="monotone"
        withDots={points.length <= 31}
        strokeWidth={2}
        gridAxis="y"
        tickLine="none"
        valueFormatter={formatAmount}
        // The axis only needs whole dollars; the tooltip shows cents.
        yAxisProps={{ ...scale, width: 76, tickFormatter: (value: number) => wholeDollars.format(value) }}
        xAxisProps={{ minTickGap: 16 }}
        // Room above the top label and beside the last dot, which the plot would otherwise clip.
        lineChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
      />
      {first && last && (
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="xs" c="dimmed" data-testid="balance-first">
            {first.day}: {formatAmount(first.balance)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="balance-last">
            {last.day}: {formatAmount(last.balance)}
          </Text>
        </Group>
      )}
    </Box>
  );
}
