import { remembered } from '../lib/lazy-page';
import type { SignedInPreload } from '../lib/signed-in-preload';
import { loadBalanceChart } from '../features/dashboard/balance-chart-load';

/**
 * The signed-in shell and the dashboard are loaded only once someone signs in, so that the sign-in page
 * stays light. Starting both while the credentials are checked hides most of that wait.
 */
export const loadAppLayout = remembered(() => import('./layout/app-layout'));
export const loadDashboardPage = remembered(() => import('../features/dashboard/dashboard-page'));

/** What the sign-in form and the session start loading early (lib/signed-in-preload.ts). */
export const signedInPreload: SignedInPreload = {
  afterCredentials() {
    void loadAppLayout();
    void loadDashboardPage();
  },
  /**
   * A visit that starts signed in (a session kept from earlier) starts loading the signed-in frame, and
   * the dashboard when that is the address (with its charts, when the user has a default account to
   * chart), before the first render asks for them one after the other.
   */
  forStoredSession(pathname, hasDefaultAccount) {
    // Only a head start: should a load fail, the page's own import meets the failure and shows it.
    void loadAppLayout().catch(() => undefined);
    if (pathname !== '/') return;
    if (hasDefaultAccount) void loadBalanceChart().catch(() => undefined);
    void loadDashboardPage().catch(() => undefined);
  },
};
