import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, Burger, getDefaultZIndex, Group, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useFamilyCurrency } from '../../lib/family-currency';
import { LeaveGuardProvider } from '../../lib/leave-guard';
import { useHeartbeat } from '../heartbeat';
import { AppNavigation } from './app-navigation';
import { Brand } from './brand';
import { CompactNavigation } from './compact-navigation';
import { PageLoader } from '../../components/page-loader';
import { PageErrorBoundary } from '../page-error-boundary';
import { SidePanel } from './side-panel';
import skipLinkClasses from './skip-link.module.css';
import { UserMenu } from './user-menu';

const SIDE_PANEL_WIDTH = 260;
/** Above the side panel (the shell puts it one above the header): the header's menus open over it. */
const HEADER_Z_INDEX = getDefaultZIndex('app') + 2;

/** The signed-in frame: header navigation, the side panel on the left and the routed page beside it. */
export function AppLayout() {
  const [panelOpened, { toggle: togglePanel, close: closePanel }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Below md the panel slides over the page and is off screen while closed.
  const panelSlidesOver = useMatches({ base: true, md: false });
  useHeartbeat();
  // Every amount under the shell is written in the family's currency: a change of it redraws them all.
  const currency = useFamilyCurrency();

  // On a phone the panel covers the page: following one of its links shows the page it leads to.
  useEffect(() => closePanel(), [pathname, closePanel]);

  // Only signed-in pages ask for confirmations, so the modals host comes with their frame; every link and
  // Back inside it passes the guard that asks before unsaved changes are lost.
  return (
    <ModalsProvider>
      <LeaveGuardProvider>
        <AppShell
          key={currency}
          header={{ height: 60 }}
          navbar={{ width: SIDE_PANEL_WIDTH, breakpoint: 'md', collapsed: { mobile: !panelOpened } }}
          padding={{ base: 'sm', sm: 'lg' }}
          bg="gray.0"
        >
          <a href="#main-content" className={skipLinkClasses.skipLink}>
            Skip to content
          </a>
          <AppShell.Header zIndex={HEADER_Z_INDEX}>
            <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Burger
                  opened={panelOpened}
                  onClick={togglePanel}
                  hiddenFrom="md"
                  size="sm"
                  aria-label="Toggle side panel"
                  aria-expanded={panelOpened}
                />
                <Brand nameVisibleFrom="xs" />
                <Group visibleFrom="md">
                  <AppNavigation />
                </Group>
              </Group>
              <UserMenu />
            </Group>
          </AppShell.Header>
          {/* Off screen, the closed panel's links must not take the keyboard's focus either. */}
          <AppShell.Navbar aria-label="Side panel" inert={panelSlidesOver && !panelOpened}>
            <CompactNavigation />
            <SidePanel />
          </AppShell.Navbar>
          <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
            <PageErrorBoundary>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </AppShell.Main>
        </AppShell>
      </LeaveGuardProvider>
    </ModalsProvider>
  );
}
