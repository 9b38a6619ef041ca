import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { isAdmin } from '../../lib/session/session-logic';
import { useSession } from '../../lib/session/session-context';
import { PageLoader } from '../../components/page-loader';
import { securityEventsQuery } from './api';
import { SecurityEventsTable } from './security-events-table';
import { SecuritySection } from './security-section';

/** The user's recent sign-ins and security changes; for Admins also the family's membership changes. */
export function RecentActivitySection() {
  const events = useQuery(securityEventsQuery());
  const admin = isAdmin(useSession().session);

  return (
    <SecuritySection
      title="Recent activity"
      description="Sign-ins, failed attempts and changes to how you sign in. Something you do not recognise? Change your password."
    >
      {events.isPending && <PageLoader />}
      {events.isError && <Text c="red">{serverDescription(events.error)}</Text>}
      {events.data && (
        <Stack gap="lg">
          <SecurityEventsTable events={events.data.events} label="Recent activity" />
          {admin && (
            <div>
              <Title order={3} fz="md" mb="xs">
                Family activity
              </Title>
              <SecurityEventsTable events={events.data.familyEvents} label="Family activity" showPeople />
            </div>
          )}
        </Stack>
      )}
    </SecuritySection>
  );
}
