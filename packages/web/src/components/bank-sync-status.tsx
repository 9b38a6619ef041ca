import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { Link } from 'react-router';
import { callEndpoint } from '../api/client';
import { ledgerKeys } from '../api/ledger';
import { currentUserQuery } from '../api/user';
import { Money } from './money';

/** Whether the account takes its transactions from a bank connection, and how its last sync went. */
export function BankSyncStatus({ accountId }: { accountId: number }) {
  const status = useQuery({
    queryKey: [...ledgerKeys.all, 'connections', 'account', accountId],
    queryFn: async () =>
      (await callEndpoint(apiEndpoints.connections.accountStatus, { params: { id: accountId } })).data,
  });
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId }).data;
  const data = status.data;
  if (!data?.linked) return null;
  const synced = data.lastSyncAt
    ? new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(zone ? { timeZone: zone } : {}),
      }).format(new Date(data.lastSyncAt))
    : 'not yet';
  return (
    <Group gap="xs" wrap="wrap" mb="md" aria-label="Bank sync" role="group">
      <Text size="sm" c="dimmed">
        Synced from{' '}
        <Anchor component={Link} to="/connections" size="sm">
          {data.connectionName}
        </Anchor>
        : {synced}.
      </Text>
      {data.lastError && (
        <Text size="sm" c="red.8">
          {data.lastError}
        </Text>
      )}
      {data.balanceDifference !== null && data.balanceDifference !== 0 && data.bankBalance !== null && (
        <Text size="sm" c="red.9">
          The bank says <Money amount={data.bankBalance} />; Hearth differs by <Money amount={data.balanceDifference} />
          .
        </Text>
      )}
    </Group>
  );
}
