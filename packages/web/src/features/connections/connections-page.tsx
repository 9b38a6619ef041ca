import { Alert, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { serverDescription } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { isAdmin } from '../../lib/session/session-logic';
import { useSession } from '../../lib/session/session-context';
import { connectionsQuery } from './api';
import { ConnectForm } from './connect-form';
import { ConnectionCard } from './connection-card';
import { EnableBankingForm } from './enable-banking-form';
import { RenewButton } from './renew-button';
import { SyncTime } from './sync-time';

/** Bank connections: Admins connect, link, sync and disconnect; members see how each is doing. */
export function ConnectionsPage() {
  const { session } = useSession();
  const admin = isAdmin(session);
  const connections = useQuery(connectionsQuery());
  const [params] = useSearchParams();
  const renewId = Number(params.get('renew'));
  const toRenew = connections.data?.connections.find(
    (connection) => connection.id === renewId && connection.provider === 'enablebanking',
  );

  return (
    <>
      <PageTitle>Bank connections</PageTitle>
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          Transactions arrive by themselves from the banks connected here, every few hours, and go through the same
          matching as an imported bank file.
          {admin ? '' : ' Only an Admin of the family can connect, link or disconnect banks.'}
        </Text>
        {connections.isPending && <PageLoader />}
        {connections.isError && <Text c="red.8">{serverDescription(connections.error)}</Text>}
        {admin && toRenew && (
          <Alert color="orange" title={`Renew the access to ${toRenew.name}`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Your bank opens its consent page again. Every linked account stays linked and nothing already imported
                changes.
              </Text>
              <RenewButton connection={toRenew} size="sm" />
            </Stack>
          </Alert>
        )}
        {connections.data && connections.data.notices.length > 0 && (
          <Alert color="blue" title="What the syncs did">
            <List size="sm" spacing={4}>
              {connections.data.notices.map((notice) => (
                <List.Item key={notice.id}>
                  <SyncTime value={notice.createdAt} c="dimmed" />: {notice.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {connections.data?.connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} admin={admin} />
        ))}
        {connections.data && connections.data.connections.length === 0 && !admin && (
          <Text>No bank is connected yet.</Text>
        )}
        {admin && <ConnectForm />}
        {admin && <EnableBankingForm />}
      </Stack>
    </>
  );
}
