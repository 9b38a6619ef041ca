import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Role } from '@hearth/contract';
import { isAdmin } from '../../app/session/session-logic';
import { useSession } from '../../app/session/session-context';
import { PageLoader } from '../../components/page-loader';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { familyQuery } from './api';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';

/** The family's members and pending invitations; admins also invite and revoke here. */
export function FamilySection() {
  const { session } = useSession();
  const family = useQuery(familyQuery());
  const admin = isAdmin(session);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Family members">
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
          <StackedTable minWidth={480} verticalSpacing="xs" highlightOnHover aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {family.data.members.map((member) => (
                <Table.Tr key={member.id}>
                  <StackedCell kind="title">
                    {member.firstname} {member.surname}
                  </StackedCell>
                  <StackedCell kind="detail">{member.email}</StackedCell>
                  <StackedCell kind="marker">
                    <Badge variant="light" color={member.role === Role.Admin ? 'hearth' : 'gray'}>
                      {member.role}
                    </Badge>
                  </StackedCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
          <PendingInvitations invitations={family.data.invitations} canRevoke={admin} />
          {admin && <InviteForm />}
        </Stack>
      )}
    </Paper>
  );
}
