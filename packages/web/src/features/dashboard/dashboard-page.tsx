import { SimpleGrid } from '@mantine/core';
import { useSession } from '../../lib/session/session-context';
import { PageTitle } from '../../components/page-title';
import { BalancePanelBody } from './balance-panel-body';
import { DashboardPanel } from './dashboard-panel';
import { RecentTransactionsPanel } from './recent-transactions-panel';
import { UpcomingTransactionsPanel } from './upcoming-transactions-panel';

export function DashboardPage() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  const { given_name: firstName, defaultAccountId } = session.claims;

  return (
    <>
      <PageTitle>{`Hello ${firstName}`}</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DashboardPanel title="Historic Account Balance" to="/balancetrend">
          <BalancePanelBody kind="history" defaultAccountId={defaultAccountId} />
        </DashboardPanel>
        <DashboardPanel title="Projected Account Balance" to="/balancetrend?isForecast=true">
          <BalancePanelBody kind="forecast" defaultAccountId={defaultAccountId} />
        </DashboardPanel>
        <DashboardPanel title="Recent Transactions">
          <RecentTransactionsPanel />
        </DashboardPanel>
        <DashboardPanel title="Upcoming Transactions" to="/schedules">
          <UpcomingTransactionsPanel />
        </DashboardPanel>
      </SimpleGrid>
    </>
  );
}
