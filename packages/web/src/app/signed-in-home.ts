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
