import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { scenarioForecastQuery } from './api';
import { endBalances, forecastRows } from './scenario-forecast-rows';
import { forecastSentence } from './scenario-forecast-sentence';

// The charts library is large: it loads only once there is a forecast to draw.
const ScenarioForecastChart = lazy(async () => ({
  default: (await import('./scenario-forecast-chart')).ScenarioForecastChart,
}));

/** The chart's own height (scenario-forecast-chart.tsx), so the page does not jump when it arrives. */
const CHART_HEIGHT = 260;

interface ScenarioForecastBodyProps {
  scenarioId: number;
  /** null when no account is chosen and the user has no default account. */
  accountId: number | null;
  days: number;
}

/** The forecast chart with and without the scenario, and what the difference comes to at the end. */
export function ScenarioForecastBody({ scenarioId, accountId, days }: ScenarioForecastBodyProps) {
  if (accountId === null) {
    return (
      <Stack gap={4}>
        <Text c="dimmed">There is no account to forecast. Pick one above, or choose a default account.</Text>
        <Anchor component={Link} to="/user" size="sm">
          Choose your default account on the user page
        </Anchor>
      </Stack>
    );
  }
  return <ForecastReport scenarioId={scenarioId} accountId={accountId} days={days} />;
}

function ForecastReport({ scenarioId, accountId, days }: { scenarioId: number; accountId: number; days: number }) {
  const report = useQuery(scenarioForecastQuery(scenarioId, accountId, days));
  const rows = useMemo(() => (report.data ? forecastRows(report.data) : []), [report.data]);
  const loading = <Skeleton h={CHART_HEIGHT} radius="sm" aria-label="Loading" />;

  if (report.isPending) return loading;
  if (report.isError) {
    return (
      <Alert color="red" variant="light" title="The forecast could not be loaded">
        {errorMessage(report.error)}
      </Alert>
    );
  }
  const end = endBalances(rows);
  return (
    <Stack gap="sm">
      <Suspense fallback={loading}>
        <ScenarioForecastChart label={`Forecast of ${report.data.accountName}`} rows={rows} />
      </Suspense>
      <Text size="sm" fw={500} aria-live="polite">
        {end ? forecastSentence(days, end) : 'There is no forecast to compare yet.'}
      </Text>
    </Stack>
  );
}
