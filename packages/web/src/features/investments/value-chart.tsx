import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box } from '@mantine/core';
import { type InvestmentChart, type InvestmentChartPeriod } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { valueAxis } from './value-axis';

/** The x axis in the browser's time: 14:05 within a day, Tue 14:00 within a week, 18 Nov within a month. */
const TIME_LABELS: Record<InvestmentChartPeriod, Intl.DateTimeFormat> = {
  hour: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
  day: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
  week: new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
  month: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short' }),
};

/** The family's total investment value over the period, one point a step. */
export function InvestmentValueChart({ chart, period }: { chart: InvestmentChart; period: InvestmentChartPeriod }) {
  const labels = TIME_LABELS[period];
  const data = chart.points.map((point) => ({ time: labels.format(new Date(point.time)), value: point.value }));
  const axis = valueAxis(data.map((point) => point.value));
  return (
    <Box role="figure" aria-label="Total investment value" data-points={data.length}>
      <AreaChart
        h={260}
        data={data}
        dataKey="time"
        series={[{ name: 'value', label: 'Total value', color: 'hearth.6' }]}
        curveType="monotone"
        withDots={false}
        strokeWidth={2}
        gridAxis="y"
        tickLine="none"
        valueFormatter={formatAmount}
        yAxisProps={{ ...axis, width: 84 }}
        xAxisProps={{ minTickGap: 24 }}
        areaChartProps={{ margin: { top: 12, right: 14, bottom: 0, left: 0 } }}
      />
    </Box>
  );
}
