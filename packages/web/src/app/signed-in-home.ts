import type { QueryClient } from '@tanstack/react-query';
import { remembered } from '../lib/lazy-page';
import type { SignedInPreload } from '../lib/signed-in-preload';
import { loadBalanceChart } from '../features/dashboard/balance-chart-load';
import { takeHeadStart } from './head-start';

/**
 * The signed-in shell and the dashboard are loaded only once someone signs in, so that the sign-in page
 * stays light. Starting both while the credentials are checked hides most of that wait.
 */
export const loadAppLayout = remembered(() => import('./layout/app-layout'));
export const loadDashboardPage = remembered(() => import('../features/dashboard/dashboard-page'));
const loadHeadStartAdoption = () => import('./head-start-adoption');

/** What the sign-in form and the session start loading early (lib/signed-in-preload.ts). */
export function signedInPreload(queryClient: QueryClient): SignedInPreload {
  return {
    afterCredentials() {
      void loadAppLayout();
      void loadDashboardPage();
    },
    /**
     * A visit that starts signed in (a session kept from earlier) starts loading the signed-in frame, and
     * the dashboard when that is the address (with its charts, when the user has a default account to
     * chart), before the first render asks for them one after the other. The frame's and the dashboard's
     * first calls went out before (head-start.ts): their queries take the answers over as soon as the code
     * that checks them has arrived.
     */
    forStoredSession(pathname, hasDefaultAccount) {
      // Only a head start: should a load fail, the page's own import meets the failure and shows it.
      void loadAppLayout().catch(() => undefined);
      const opensDashboard = pathname === '/';
      if (opensDashboard) {
        if (hasDefaultAccount) void loadBalanceChart().catch(() => undefined);
        void loadDashboardPage().catch(() => undefined);
      }
      const started = takeHeadStart();
      if (!started) return;
      // Should the adoption's code fail to load, the queries call the server themselves.
      void loadHeadStartAdoption().then(
        ({ adoptHeadStart }) => adoptHeadStart(queryClient, started),
        () => undefined,
      );
    },
  };
}
