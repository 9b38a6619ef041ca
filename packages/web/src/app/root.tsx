import { PageLoader } from '../components/page-loader';
import { useLoadedModule } from '../lib/use-loaded-module';
import { PublicLayout } from './layout/public-layout';
import { SessionProvider, useSession } from '../lib/session/session-context';
import { loadAppLayout } from './signed-in-home';

/** The signed-in frame once its code has arrived: drawn at once, not held back as suspended content is. */
function SignedInShell() {
  const layout = useLoadedModule(loadAppLayout);
  if (!layout) return <PageLoader />;
  return <layout.AppLayout />;
}

function ShellForSession() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return <PublicLayout />;
  return <SignedInShell />;
}

/** The root route: the session lives inside the router so that logging in and out can navigate. */
export function Root() {
  return (
    <SessionProvider>
      <ShellForSession />
    </SessionProvider>
  );
}
