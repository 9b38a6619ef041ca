import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '../../lib/session/session-logic';
import { useSession } from '../../lib/session/session-context';
import { PageLoader } from '../../components/page-loader';
import { familyQuery } from './api';
import { FamilyCurrencyForm } from './family-currency-form';
import { FamilyNameForm } from './family-name-form';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';

/** The family's members and pending invitations; admins also rename, invite, change roles and remove here. */
export function FamilySection() {
  const { session } = useSession();
  const family = useQuery(familyQuery());
  const admin = isAdmin(session);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Family members">
      <Title order={2} fz="lg">
        Family members
      </Title>
      {family.data && (
        <Text size="sm" c="dimmed" mb="md">
          Everyone in {family.data.userAccountName} shares its accounts, budgets and plans.
        </Text>
      )}
      {family.isPending && <PageLoader />}
      {family.isError && <Text c="red">The family could not be loaded.</Text>}
      {family.data && (
        <Stack gap="lg">
          {admin && <FamilyNameForm key={family.data.userAccountName} name={family.data.userAccountName} />}
          {admin && (
            <FamilyCurrencyForm
              key={family.data.currencyCode}
              name={family.data.userAccountName}
              currencyCode={family.data.currencyCode}
            />
          )}
          <MembersTable members={family.data.members} admin={admin} />
          <PendingInvitations invitations={family.data.invitations} canRevoke={admin} />
          {admin && <InviteForm />}
        </Stack>
      )}
    </Paper>
  );
}
