import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { lazyPage } from '../lib/lazy-page';
import { PublicLayout } from './layout/public-layout';
import { SessionProvider, useSession } from '../lib/session/session-context';
import { loadAppLayout } from './signed-in-home';

const AppLayout = lazyPage(loadAppLayout, 'AppLayout');

function ShellForSession() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return <PublicLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout />
    </Suspense>
  );
}

/** The root route: the session lives inside the router so that logging in and out can navigate. */
export function Root() {
  return (
    <SessionProvider>
      <ShellForSession />
    </SessionProvider>
  );
}
