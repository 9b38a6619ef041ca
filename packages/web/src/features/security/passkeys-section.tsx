import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Passkey } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { PageLoader } from '../../components/page-loader';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { TableHead, type TableColumn } from '../../components/table-head';
import { AddPasskeyModal } from './add-passkey-modal';
import { twoFactorQuery, useRemovePasskey } from './api';
import { InstantText } from './instant-text';
import { browserCanMakePasskeys } from './passkey-ceremony';
import { SecuritySection } from './security-section';

const COLUMNS: TableColumn[] = [
  { label: 'Name' },
  { label: 'Added' },
  { label: 'Last used' },
  { label: 'Actions', hidden: true },
];

/** Passkeys sign in without a password: listed with when they were added and last used. */
export function PasskeysSection() {
  const status = useQuery(twoFactorQuery());
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const supported = browserCanMakePasskeys();

  const confirmRemove = (passkey: Passkey) =>
    confirmDanger({
      title: 'Remove passkey',
      message: `Confirm you want to remove the passkey ${passkey.name}. It will no longer sign you in.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(passkey.id, {
          onSuccess: ({ description }) => showSuccess(description || `Passkey ${passkey.name} removed.`),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <SecuritySection
      title="Passkeys"
      description="Sign in with this device’s fingerprint, face or screen lock, or with a security key, instead of a password and code."
      actions={
        supported && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        )
      }
    >
      {!supported && (
        <Text size="sm" c="dimmed" mb="sm">
          This browser cannot make passkeys. Open Hearth in an up-to-date browser to add one.
        </Text>
      )}
      {status.isPending && <PageLoader />}
      {status.isError && <Text c="red">{serverDescription(status.error)}</Text>}
      {status.data && status.data.passkeys.length === 0 && (
        <Text size="sm" c="dimmed">
          No passkeys yet
        </Text>
      )}
      {status.data && status.data.passkeys.length > 0 && (
        <StackedTable minWidth={520} verticalSpacing="xs" aria-label="Passkeys">
          <TableHead columns={COLUMNS} />
          <Table.Tbody>
            {status.data.passkeys.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <StackedCell kind="title">{passkey.name}</StackedCell>
                <StackedCell kind="detail" label="Added">
                  <InstantText value={passkey.createdAt} />
                </StackedCell>
                <StackedCell kind="detail" label="Last used">
                  {passkey.lastUsedAt ? <InstantText value={passkey.lastUsedAt} /> : 'Never'}
                </StackedCell>
                <StackedCell kind="action" ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmRemove(passkey)}
                    aria-label={`Remove the passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {adding && <AddPasskeyModal onClose={() => setAdding(false)} />}
    </SecuritySection>
  );
}
