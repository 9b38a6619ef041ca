import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatAmount, formatWholeAmount } from '../lib/money-display';
import { axisScale, dayLabelInterval, dayLabelsThatFit } from './balance-chart-data';

/** Above this many days the dots would merge into a second, thicker line. */
const MOST_DOTTED_POINTS = 31;
/** The y axis's labels, and the room beside the last dot: what the plot leaves of the chart's width. */
const Y_AXIS_WIDTH = 76;
const RIGHT_MARGIN = 14;

/** One line of a balance chart: `name` is the key of its balances in each row. */
export interface BalanceSeries<Key extends string> {
  name: Key;
  label: string;
  color: string;
  /** Dashes tell a line apart where colour alone would not. */
  strokeDasharray?: string;
}

interface BalanceLineChartProps<Row extends { day: string }> {
  /** One row a day, in date order; `day` is how the x axis writes it (05 Mar). */
  data: Row[];
  series: BalanceSeries<Extract<keyof Row, string>>[];
  h: number;
  withLegend?: boolean;
}

/**
 * Balances day by day, drawn alike wherever they appear: a y axis over whole hundreds labelled in whole
 * units of the family's currency, and a tooltip with the exact amounts.
 */
export function BalanceLineChart<Row extends { day: string }>({
  data,
  series,
  h,
  withLegend = false,
}: BalanceLineChartProps<Row>) {
  const balances: number[] = [];
  for (const row of data) {
    for (const line of series) {
      const value: unknown = row[line.name];
      if (typeof value === 'number') balances.push(value);
    }
  }
  const scale = axisScale(balances);
  // The day labels are spaced by the room the chart has: on a phone, fewer of them, none over another.
  const { ref, width } = useElementSize();
  const longestDay = Math.max(0, ...data.map((row) => row.day.length));
  const labels = dayLabelsThatFit(width - Y_AXIS_WIDTH - RIGHT_MARGIN, longestDay);
  // Drawn once its width is known: drawn at width 0 first, it showed two day labels, then redrew with its own.
  return (
    <Box ref={ref} mih={h}>
      {width > 0 && (
        <LineChart
          h={h}
          data={data}
          dataKey="day"
          series={series}
          curveType="monotone"
          withDots={data.length <= MOST_DOTTED_POINTS}
          strokeWidth={2}
          gridAxis="y"
          tickLine="none"
          withLegend={withLegend}
          valueFormatter={formatAmount}
          // The axis only needs whole dollars; the tooltip shows cents.
          yAxisProps={{ ...scale, width: Y_AXIS_WIDTH, tickFormatter: formatWholeAmount }}
          // A fixed step between labelled days: recharts' own choice leaves uneven gaps.
          xAxisProps={{ interval: dayLabelInterval(data.length, labels) }}
          // Room above the top label and beside the last dot, which the plot would otherwise clip.
          lineChartProps={{ margin: { top: 12, right: RIGHT_MARGIN, bottom: 0, left: 0 } }}
        />
      )}
    </Box>
  );
}
