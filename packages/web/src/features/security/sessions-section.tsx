import { Badge, Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { PageLoader } from '../../components/page-loader';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { TableHead, type TableColumn } from '../../components/table-head';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './api';
import { deviceLine } from './instant-format';
import { InstantText } from './instant-text';
import { SecuritySection } from './security-section';

const COLUMNS: TableColumn[] = [
  { label: 'Device' },
  { label: 'Address' },
  { label: 'Signed in' },
  { label: 'Last seen' },
  { label: 'Actions', hidden: true },
];

/** Every device signed in as this user; any other one can be signed out from here. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery());
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const signOut = (session: Session) =>
    endSession.mutate(session.id, {
      onSuccess: ({ description }) => showSuccess(description),
      onError: (error) => showError(serverDescription(error)),
    });

  const signOutEverywhereElse = () =>
    confirmDanger({
      title: 'Sign out everywhere else',
      message: `Every other device signed in as you (${others.length}) will be signed out. This device stays signed in.`,
      confirmLabel: 'Sign out everywhere else',
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <SecuritySection
      title="Sessions"
      description="The devices signed in as you. Sign out any you do not recognise, then change your password."
      actions={
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={signOutEverywhereElse}
          disabled={others.length === 0}
          loading={endOthers.isPending}
        >
          Sign out everywhere else
        </Button>
      }
    >
      {sessions.isPending && <PageLoader />}
      {sessions.isError && <Text c="red">{serverDescription(sessions.error)}</Text>}
      {sessions.data && (
        <StackedTable minWidth={640} verticalSpacing="xs" aria-label="Sessions">
          <TableHead columns={COLUMNS} />
          <Table.Tbody>
            {sessions.data.map((session) => (
              <Table.Tr key={session.id} data-current={session.current || undefined}>
                <StackedCell kind="title">{deviceLine(session)}</StackedCell>
                <StackedCell kind="detail" label="Address">
                  {session.ipAddress}
                </StackedCell>
                <StackedCell kind="detail" label="Signed in">
                  <InstantText value={session.signedInAt} />
                </StackedCell>
                <StackedCell kind="detail" label="Last seen">
                  <InstantText value={session.lastSeenAt} />
                </StackedCell>
                <StackedCell kind="action" ta="right">
                  {session.current ? (
                    <Badge variant="light" color="hearth">
                      This device
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => signOut(session)}
                      loading={endSession.isPending && endSession.variables === session.id}
                      aria-label={`Sign out ${deviceLine(session)} at ${session.ipAddress}`}
                    >
                      Sign out
                    </Button>
                  )}
                </StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </SecuritySection>
  );
}
