import { SessionProvider, useSession } from './session/session-context';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';

function ShellForSession() {
  const { session } = useSession();
  return session.status === 'signed-in' ? <AppLayout /> : <PublicLayout />;
}

/** The root route: the session lives inside the router so that logging in and out can navigate. */
export function Root() {
  return (
    <SessionProvider>
      <ShellForSession />
    </SessionProvider>
  );
}
