/**
 * The signed-in shell and the dashboard are loaded only once someone signs in, so that the sign-in page
 * stays light. Starting both while the credentials are checked hides most of that wait.
 */
export const loadAppLayout = () => import('./layout/app-layout');
export const loadDashboardPage = () => import('../features/dashboard/dashboard-page');

export function preloadSignedInHome(): void {
  void loadAppLayout();
  void loadDashboardPage();
}

/**
 * A visit that starts signed in (a session kept from earlier) starts loading the signed-in frame, and the
 * dashboard when that is the address, before the first render asks for them one after the other.
 */
export function preloadForStoredSession(pathname: string): void {
  // Only a head start: should a load fail, the page's own import meets the failure and shows it.
  void loadAppLayout().catch(() => undefined);
  if (pathname === '/') void loadDashboardPage().catch(() => undefined);
}

