import { Box, Group, Text } from '@mantine/core';
import { formatAmount } from '../../lib/money-display';
import type { ChartPoint } from '../../components/balance-chart-data';
import { BalanceLineChart } from '../../components/balance-line-chart';

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
  return (
    <Box role="figure" aria-label={label} data-points={points.length}>
      <BalanceLineChart h={200} data={points} series={[{ name: 'balance', label: 'Balance', color }]} />
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
