import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@hearth/contract';
import { LandingPage } from '../features/auth/landing-page';
import { guardDecision } from './guard-decision';
import { useSession } from '../lib/session/session-context';

interface GuardProps {
  adminOnly?: boolean;
  children: ReactNode;
}

export function NotAuthorisedAlert() {
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} mb="lg">
      {Messages.notAuthorised}
    </Alert>
  );
}

/** Wraps every page: signed-out visitors get the login instead, non-admins are kept from admin pages. */
export function Guard({ adminOnly = false, children }: GuardProps) {
  const { session } = useSession();
  switch (guardDecision(session, adminOnly)) {
    case 'signed-out':
      return <LandingPage notice={<NotAuthorisedAlert />} />;
    case 'forbidden':
      return <NotAuthorisedAlert />;
    case 'allow':
      return <>{children}</>;
  }
}
