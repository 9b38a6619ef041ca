import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVESTMENT_CHART_PERIODS, type InvestmentChartPeriod } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { investmentChartQuery, investmentsQuery } from './api';
import { chartSentence } from './format';
import { InvestmentsTable } from './investments-table';
import { InvestmentValueChart } from './value-chart';

const PERIOD_CHOICES = INVESTMENT_CHART_PERIODS.map((period) => ({ value: period.key, label: period.label }));

/** The chart of the family's total value over the chosen period, with the sentence saying how it moved. */
function ValueOverTime() {
  const [period, setPeriod] = useState<InvestmentChartPeriod>('day');
  // The last period's chart stays on screen while the next one loads, so the page does not jump.
  const chart = useQuery({ ...investmentChartQuery(period), placeholderData: keepPreviousData });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="investment-value-title">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} fz="lg" id="investment-value-title">
          Value
        </Title>
        <SegmentedControl
          aria-label="Chart period"
          data={PERIOD_CHOICES}
          value={period}
          onChange={(value) => setPeriod(value as InvestmentChartPeriod)}
          size="sm"
        />
      </Group>
      {chart.isPending && <PageLoader />}
      {chart.isError && (
        <Alert color="red" variant="light" title="The chart could not be loaded">
          {errorMessage(chart.error)}
        </Alert>
      )}
      {chart.data && (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {chartSentence(chart.data, period)}
          </Text>
          {chart.data.points.length > 0 && <InvestmentValueChart chart={chart.data} period={period} />}
        </Stack>
      )}
    </Paper>
  );
}

/** /investments: the value chart over a chosen period and the holdings with their prices and changes. */
export function InvestmentsPage() {
  const investments = useQuery(investmentsQuery());
  const [openedAt] = useState(() => Date.now());
  const now = new Date(investments.dataUpdatedAt || openedAt);
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/investment" leftSection={<IconPlus size={16} />}>
            Create
          </Button>
        }
      >
        Investments
      </PageTitle>
      <Stack gap="lg">
        {investments.isPending && <PageLoader />}
        {investments.isError && (
          <Alert color="red" variant="light" title="The investments could not be loaded">
            {errorMessage(investments.error)}
          </Alert>
        )}
        {investments.data && investments.data.length === 0 && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">
              No investments yet. Create one to follow a cryptocurrency or a commodity such as gold: its price, how it
              moved and what your holding is worth.
            </Text>
          </Paper>
        )}
        {investments.data && investments.data.length > 0 && (
          <>
            <ValueOverTime />
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Holdings">
              <InvestmentsTable investments={investments.data} now={now} />
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}
