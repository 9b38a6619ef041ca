import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useHeartbeat } from '../heartbeat';
import { AppNavigation } from './app-navigation';
import { Brand } from './brand';
import { CompactNavigation } from './compact-navigation';
import { PageLoader } from '../../components/page-loader';
import { SidePanel } from './side-panel';
import { UserMenu } from './user-menu';

const SIDE_PANEL_WIDTH = 260;

/** The signed-in frame: header navigation, the side panel on the left and the routed page beside it. */
export function AppLayout() {
  const [panelOpened, { toggle: togglePanel }] = useDisclosure(false);
  useHeartbeat();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: SIDE_PANEL_WIDTH, breakpoint: 'md', collapsed: { mobile: !panelOpened } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Burger opened={panelOpened} onClick={togglePanel} hiddenFrom="md" size="sm" aria-label="Toggle side panel" />
            <Brand />
            <Group visibleFrom="md">
              <AppNavigation />
            </Group>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Side panel">
        <CompactNavigation />
        <SidePanel />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
