import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BALANCE_DAYS, balanceReportQuery, type BalanceKind } from './api';
import { chartPoints } from '../../components/balance-chart-data';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { loadBalanceChart } from './balance-chart-load';

const LINE_COLOURS: Record<BalanceKind, string> = { history: 'blue.6', forecast: 'hearth.6' };
const TITLES: Record<BalanceKind, string> = { history: 'Historic balance', forecast: 'Projected balance' };
/** The dashboard's periods (spec section 9), said beside the account they are of. */
const PERIODS: Record<BalanceKind, string> = {
  history: `the last ${BALANCE_DAYS} days`,
  forecast: `the next ${BALANCE_DAYS} days`,
};

interface BalancePanelBodyProps {
  kind: BalanceKind;
  defaultAccountId: number | null;
}

/** A balance panel of the dashboard: the default account's chart, or how to choose a default account. */
export function BalancePanelBody({ kind, defaultAccountId }: BalancePanelBodyProps) {
  // A head start only: a failed load surfaces where the chart itself is imported.
  if (defaultAccountId !== null) void loadBalanceChart().catch(() => undefined);
  if (defaultAccountId === null) {
    return (
      <Stack gap={4}>
        <Text c="dimmed">There is no default account yet.</Text>
        <Anchor component={Link} to="/user" size="sm">
          Choose your default account on the user page
        </Anchor>
      </Stack>
    );
  }
  return <BalanceReportChart kind={kind} accountId={defaultAccountId} />;
}

function BalanceReportChart({ kind, accountId }: { kind: BalanceKind; accountId: number }) {
  const report = useQuery(balanceReportQuery(kind, accountId));
  // The charts library is large: it loads only for a default account's balance, not for the greeting, and
  // starts loading as the panel first renders (or earlier, see balance-chart-load.ts), beside the balance's
  // data. The chart is drawn as soon as both have arrived.
  const chart = useLoadedModule(loadBalanceChart);
  const points = useMemo(() => chartPoints(report.data?.chartData ?? []), [report.data]);

  // A failed report is logged and leaves the chart empty (spec section 8): the dashboard stays usable.
  const { isError, error } = report;
  useEffect(() => {
    if (isError) console.error(`The ${kind} balance report could not be loaded`, error);
  }, [isError, error, kind]);

  const loading = <Skeleton h={200} radius="sm" aria-label="Loading" />;
  if (report.isPending) return loading;
  const name = report.data?.accountName;
  return (
    <Stack gap={6}>
      {/* The chart says whose balance it draws: the default account, which the user page changes. */}
      {name && (
        <Text size="sm" c="dimmed" data-testid="chart-account">
          <Text span inherit fw={600} c="dark.6">
            {name}
          </Text>
          , {PERIODS[kind]}
        </Text>
      )}
      {chart ? (
        <chart.BalanceChart
          label={name ? `${TITLES[kind]} of ${name}` : TITLES[kind]}
          points={points}
          color={LINE_COLOURS[kind]}
        />
      ) : (
        loading
      )}
    </Stack>
  );
}
