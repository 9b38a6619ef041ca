import { Button, Table, Text, Title } from '@mantine/core';
import type { Family } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { DateText } from '../../components/date-text';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { confirmDanger } from '../../components/confirm-danger';
import { useRevokeInvitation } from './api';

type PendingInvitation = Family['invitations'][number];

interface PendingInvitationsProps {
  invitations: PendingInvitation[];
  canRevoke: boolean;
}

export function PendingInvitations({ invitations, canRevoke }: PendingInvitationsProps) {
  const revoke = useRevokeInvitation();

  const confirmRevoke = (invitation: PendingInvitation) =>
    confirmDanger({
      title: 'Withdraw invitation',
      message: <>Confirm you want to withdraw the invitation sent to {invitation.email}. Its link stops working.</>,
      confirmLabel: 'Withdraw',
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <div>
      <Title order={3} fz="md" mb="xs">
        Pending invitations
      </Title>
      {invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations
        </Text>
      ) : (
        <StackedTable minWidth={480} verticalSpacing="xs" aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Expires</Table.Th>
              {canRevoke && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <StackedCell kind="title">{invitation.email}</StackedCell>
                <StackedCell kind="detail" label="Sent">
                  <DateText value={invitation.createdAt} />
                </StackedCell>
                <StackedCell kind="detail" label="Expires">
                  <DateText value={invitation.expiresAt} />
                </StackedCell>
                {canRevoke && (
                  <StackedCell kind="action" ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmRevoke(invitation)}
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                    >
                      Withdraw
                    </Button>
                  </StackedCell>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </div>
  );
}
