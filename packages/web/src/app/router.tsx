// Before the router: the guard of unsaved changes hears Back and Forward first (lib/history-steps.ts).
import '../lib/history-steps';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import { Root } from './root';
import { appRoutes } from './routes';

// Declarative routing: no page uses loaders, actions or blockers, and the data router would add about
// 17 kB of gzipped script to the sign-in page.
const routes: RouteObject[] = [{ path: '/', element: <Root />, children: appRoutes() }];

function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
