import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Connection, ConnectionState, OfferedAccount } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { confirmDanger } from '../../components/confirm-danger';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { TableHead, type TableColumn } from '../../components/table-head';
import { DateText } from '../../components/date-text';
import { showError, showInfo, showSuccess } from '../../lib/toasts';
import { useDeleteConnection, useSyncConnection, useUnlinkAccount } from './api';
import { LinkForm } from './link-form';
import { RenewButton } from './renew-button';
import { SyncTime } from './sync-time';

const STATES: Record<ConnectionState, { label: string; color: string }> = {
  active: { label: 'Connected', color: 'green' },
  reauthorise: { label: 'Needs authorising again', color: 'orange' },
  failed: { label: 'Last sync failed', color: 'red' },
};

/** A consent lapsing within a week is shown as needing renewal (the Admins are mailed then too). */
const CONSENT_WARNING_MS = 7 * 24 * 60 * 60 * 1000;

const LINK_COLUMNS: TableColumn[] = [
  { label: 'Bank account' },
  { label: 'Hearth account' },
  { label: 'Since' },
  { label: 'Bank balance', align: 'right' },
  { label: 'Difference', align: 'right' },
  { label: 'Actions', hidden: true },
];

/** One connection: its state, its linked accounts with the bank's balance beside Hearth's, and (Admins) its actions. */
export function ConnectionCard({ connection, admin }: { connection: Connection; admin: boolean }) {
  const [linking, setLinking] = useState<string | null>(null);
  const sync = useSyncConnection();
  const unlink = useUnlinkAccount();
  const remove = useDeleteConnection();
  const state = STATES[connection.state];
  const lapsing =
    connection.consentExpiresAt !== null && Date.parse(connection.consentExpiresAt) - Date.now() <= CONSENT_WARNING_MS;
  const linked = new Set(connection.links.map((link) => link.remoteAccountId));
  const unlinkedOffers = connection.accounts.filter((offer) => !linked.has(offer.id));

  const syncNow = () =>
    sync.mutate(connection.id, {
      onSuccess: ({ description, data }) =>
        data.failedAccounts.length ? showInfo(description) : showSuccess(description),
      onError: (error) => showError(serverDescription(error)),
    });

  const askDelete = () =>
    confirmDanger({
      title: `Disconnect ${connection.name}`,
      message:
        'Hearth deletes the access to your bank data at once and stops syncing. The transactions it imported stay.',
      confirmLabel: 'Disconnect',
      onConfirm: () =>
        remove.mutate(connection.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={connection.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {connection.name}
            </Title>
            <Group gap="xs">
              <Badge color={state.color} variant="light">
                {connection.syncing ? 'Sync under way' : state.label}
              </Badge>
              <Text size="sm" c="dimmed">
                Last sync: <SyncTime value={connection.lastSyncAt} />
              </Text>
              {connection.consentExpiresAt && (
                <Text size="sm" c={lapsing ? 'orange.9' : 'dimmed'} fw={lapsing ? 600 : undefined}>
                  {Date.parse(connection.consentExpiresAt) <= Date.now() ? 'Access ended' : 'Access until'}{' '}
                  <SyncTime value={connection.consentExpiresAt} />
                </Text>
              )}
            </Group>
          </Stack>
          {admin && (
            <Group gap="xs">
              {connection.provider === 'enablebanking' && (
                <RenewButton
                  connection={connection}
                  size="xs"
                  variant={lapsing || connection.state === 'reauthorise' ? 'filled' : 'light'}
                  color={lapsing || connection.state === 'reauthorise' ? 'orange' : undefined}
                />
              )}
              <Button size="xs" onClick={syncNow} loading={sync.isPending} disabled={connection.links.length === 0}>
                Sync now
              </Button>
              <Button size="xs" variant="light" color="red" onClick={askDelete} loading={remove.isPending}>
                Disconnect
              </Button>
            </Group>
          )}
        </Group>
        {connection.lastError && (
          <Alert color={connection.state === 'active' ? 'yellow' : 'red'} title="The provider said">
            {connection.lastError}
          </Alert>
        )}
        {connection.links.length > 0 && (
          <StackedTable minWidth={720} verticalSpacing="xs" aria-label={`Linked accounts of ${connection.name}`}>
            <TableHead columns={LINK_COLUMNS} />
            <Table.Tbody>
              {connection.links.map((link) => (
                <Table.Tr key={link.remoteAccountId}>
                  <StackedCell kind="title">
                    {link.remoteName}
                    {link.lastError && (
                      <Text size="sm" c="red.8">
                        {link.lastError}
                      </Text>
                    )}
                  </StackedCell>
                  <StackedCell kind="detail" label="Hearth account">
                    {link.accountName}
                  </StackedCell>
                  <StackedCell kind="detail" label="Since">
                    <DateText value={link.startDate} />
                  </StackedCell>
                  <StackedCell kind="amount" label="Bank balance">
                    {link.bankBalance === null ? '—' : <Money amount={link.bankBalance} />}
                  </StackedCell>
                  <StackedCell kind="detail" label="Difference" ta={{ base: 'left', sm: 'right' }}>
                    {link.balanceDifference === null ? (
                      '—'
                    ) : link.balanceDifference === 0 ? (
                      'None'
                    ) : (
                      <Text span inherit c="red.9">
                        <Money amount={link.balanceDifference} />
                      </Text>
                    )}
                  </StackedCell>
                  <StackedCell kind="action" ta="right">
                    {admin && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Unlink ${link.remoteName}`}
                        loading={unlink.isPending && unlink.variables?.remoteAccountId === link.remoteAccountId}
                        onClick={() =>
                          unlink.mutate(
                            { connectionId: connection.id, remoteAccountId: link.remoteAccountId },
                            {
                              onSuccess: ({ description }) => showSuccess(description),
                              onError: (error) => showError(serverDescription(error)),
                            },
                          )
                        }
                      >
                        Unlink
                      </Button>
                    )}
                  </StackedCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
        {admin && unlinkedOffers.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              Accounts not linked yet
            </Title>
            {unlinkedOffers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                open={linking === offer.id}
                onOpen={() => setLinking(offer.id)}
                onClose={() => setLinking(null)}
                connectionId={connection.id}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface OfferRowProps {
  offer: OfferedAccount;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  connectionId: number;
}

function OfferRow({ offer, open, onOpen, onClose, connectionId }: OfferRowProps) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>{offer.name}</Text>
          <Text size="sm" c="dimmed">
            {[offer.institution, offer.currency].filter(Boolean).join(' · ')}
            {offer.balance !== null && (
              <>
                {' · '}
                <Money amount={offer.balance} />
              </>
            )}
          </Text>
        </Stack>
        {!open && (
          <Button size="xs" variant="light" onClick={onOpen} aria-label={`Link ${offer.name}`}>
            Link
          </Button>
        )}
      </Group>
      {open && (
        <Stack mt="sm">
          <LinkForm connectionId={connectionId} offer={offer} onDone={onClose} />
        </Stack>
      )}
    </Paper>
  );
}
