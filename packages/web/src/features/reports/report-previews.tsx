import type { ReactNode } from 'react';
import { Box, Center, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { BarChart, PieChart, Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { IconChartBar } from '@tabler/icons-react';
import { budgetsQuery } from '../../api/ledger';
import { useSession } from '../../lib/session/session-context';
import { balanceTrendQuery, cashFlowQuery, categoriesOverTimeQuery, categoryAmountQuery, netWorthQuery } from './api';
import { categoriesOverTimeFromQuery, categoriesOverTimeRequest } from './categories-over-time-query';
import { categoryAmountFromQuery, categoryAmountRequest } from './category-amount-query';
import { cashFlowFromQuery, cashFlowRequest, NET_WORTH_MONTHS } from './months-query';
import { paletteColor } from './palette';
import { pieSlices } from './pie-slices';
import { DEFAULT_PERIOD_ID, periodDays } from './report-periods';

/**
 * Small previews of each report at its default choices. They read the same queries the reports open with,
 * so a report opened from its card draws at once. They are pictures only: the card's text says what the
 * report is, and the report itself has the numbers.
 */
const PREVIEW_HEIGHT = 72;

const EMPTY = new URLSearchParams();

function PreviewBox<T>({ query, draw }: { query: UseQueryResult<T>; draw: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton h={PREVIEW_HEIGHT} radius="sm" />;
  if (query.isError) return <Quiet>No preview</Quiet>;
  return (
    // inert: the chart library makes its drawing focusable, which a picture only for the eye must not be.
    <Box h={PREVIEW_HEIGHT} inert>
      {draw(query.data)}
    </Box>
  );
}

function Quiet({ children }: { children: string }) {
  return (
    <Center h={PREVIEW_HEIGHT}>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Center>
  );
}

export function BalanceTrendPreview() {
  const { session } = useSession();
  const accountId = session.status === 'signed-in' ? session.claims.defaultAccountId : null;
  const query = useQuery({
    ...balanceTrendQuery('history', accountId ?? 0, periodDays(DEFAULT_PERIOD_ID), null),
    enabled: accountId !== null,
  });
  if (accountId === null) return <Quiet>Choose a default account for a preview</Quiet>;
  return (
    <PreviewBox
      query={query}
      draw={(report) => (
        <Sparkline
          h={PREVIEW_HEIGHT}
          data={report.chartData.map((point) => point.balance)}
          color={paletteColor(0)}
          curveType="monotone"
          fillOpacity={0.3}
        />
      )}
    />
  );
}

export function BudgetTrendPreview() {
  const budgets = useQuery(budgetsQuery());
  const count = budgets.data?.length ?? 0;
  return (
    <Group h={PREVIEW_HEIGHT} gap="sm" aria-hidden>
      <ThemeIcon variant="light" color="grape" size={44} radius="md">
        <IconChartBar size={26} />
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {budgets.isSuccess ? `${count} ${count === 1 ? 'budget' : 'budgets'} to follow` : ' '}
      </Text>
    </Group>
  );
}

export function CategoryAmountPreview() {
  const choices = categoryAmountFromQuery(EMPTY);
  const { request } = categoryAmountRequest(choices);
  const query = useQuery({ ...categoryAmountQuery(request ?? {}), enabled: request !== null });
  return (
    <PreviewBox
      query={query}
      draw={(rows) => {
        const slices = pieSlices(rows, choices.side, 5);
        return slices.length ? (
          <PieChart data={slices} size={PREVIEW_HEIGHT} h={PREVIEW_HEIGHT} withTooltip={false} strokeWidth={1} />
        ) : (
          <Quiet>Nothing spent yet</Quiet>
        );
      }}
    />
  );
}

/** The small bar chart of a preview: bars by period label, no axes, grid or tooltip. */
function PreviewBars({ data, series }: { data: Record<string, unknown>[]; series: { name: string; color: string }[] }) {
  return (
    <BarChart
      h={PREVIEW_HEIGHT}
      data={data}
      dataKey="displayLabel"
      series={series}
      withXAxis={false}
      withYAxis={false}
      gridAxis="none"
      withTooltip={false}
    />
  );
}

export function CategoriesOverTimePreview() {
  const query = useQuery(categoriesOverTimeQuery(categoriesOverTimeRequest(categoriesOverTimeFromQuery(EMPTY))));
  return (
    <PreviewBox
      query={query}
      draw={(rows) => <PreviewBars data={rows} series={[{ name: 'amount', color: paletteColor(0) }]} />}
    />
  );
}

export function NetWorthPreview() {
  const query = useQuery(netWorthQuery(NET_WORTH_MONTHS.defaultMonths));
  return (
    <PreviewBox
      query={query}
      draw={(points) => (
        <Sparkline
          h={PREVIEW_HEIGHT}
          data={points.map((point) => point.total)}
          color={paletteColor(2)}
          curveType="monotone"
          fillOpacity={0.3}
        />
      )}
    />
  );
}

export function CashFlowPreview() {
  const query = useQuery(cashFlowQuery(cashFlowRequest(cashFlowFromQuery(EMPTY))));
  return (
    <PreviewBox
      query={query}
      draw={(rows) => (
        <PreviewBars
          data={rows}
          series={[
            { name: 'income', color: 'teal.6' },
            { name: 'spending', color: 'red.6' },
          ]}
        />
      )}
    />
  );
}
