import { Box } from '@mantine/core';
import { BalanceLineChart, type BalanceSeries } from '../../components/balance-line-chart';
import type { ForecastRow } from './scenario-forecast-rows';

type ForecastSeries = BalanceSeries<'withoutScenario' | 'withScenario'>;

/**
 * The plain forecast is the grey, dashed baseline: the dashes tell the lines apart without relying on colour.
 * The scenario comes first, in the order the legend sorts the labels, so legend and tooltip agree.
 */
const SERIES: ForecastSeries[] = [
  { name: 'withScenario', label: 'With scenario', color: 'hearth.6' },
  { name: 'withoutScenario', label: 'Without scenario', color: 'gray.6', strokeDasharray: '6 4' },
];

interface ScenarioForecastChartProps {
  /** Names the chart for assistive technology: 'Forecast of Everyday'. */
  label: string;
  rows: ForecastRow[];
}

export function ScenarioForecastChart({ label, rows }: ScenarioForecastChartProps) {
  return (
    <Box role="figure" aria-label={label} data-points={rows.length}>
      <BalanceLineChart h={260} data={rows} series={SERIES} withLegend />
    </Box>
  );
}
