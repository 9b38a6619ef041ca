import type { ReactNode } from 'react';
import { Alert, Button, Code, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { currentUserQuery } from '../../api/user';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { showError, showSuccess } from '../../lib/toasts';
import { backupStatusQuery, useStartBackup } from './api';
import { BackupRecordLine } from './backup-record-line';
import { describeInterval, formatMoment, formatSize } from './backup-words';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function LatestBackup({ status, zone }: { status: BackupStatus; zone: string | undefined }) {
  const last = status.lastBackup;
  return (
    <Section title="Latest backup">
      <Stack gap="sm">
        {status.inProgress && (
          <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden />} title="A backup is being made">
            Asked for at {formatMoment(status.inProgress.requestedAt, zone)}. This page shows when it is done.
          </Alert>
        )}
        {last ? (
          <>
            <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              <BackupRecordLine record={last} zone={zone} />
            </Stack>
            {last.state === 'failed' && (
              <Alert color="red" variant="light" title="The backup failed">
                {last.error}
              </Alert>
            )}
            {last.state === 'failed' && (
              <Text size="sm">
                Latest verified backup: {status.lastVerifiedAt ? formatMoment(status.lastVerifiedAt, zone) : 'none yet'}
              </Text>
            )}
          </>
        ) : (
          !status.inProgress && <Text size="sm">No backup has been made yet.</Text>
        )}
      </Stack>
    </Section>
  );
}

/** The server's backups, for every family's Admins: whether the latest verified, the next one, "Back up now". */
export function BackupsPage() {
  const status = useQuery(backupStatusQuery());
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId }).data;
  const start = useStartBackup();
  const data = status.data;
  const canStart = data?.database === 'sqlite';

  const backUpNow = () =>
    start.mutate(undefined, {
      onSuccess: ({ description }) => showSuccess(description),
      onError: (error) => showError(serverDescription(error)),
    });

  return (
    <>
      <PageTitle
        actions={
          canStart && (
            <Button onClick={backUpNow} loading={start.isPending} disabled={!!data.inProgress}>
              Back up now
            </Button>
          )
        }
      >
        Backups
      </PageTitle>
      {status.isPending && <PageLoader />}
      {status.isError && <Text c="red">{serverDescription(status.error)}</Text>}
      {data && (
        <Stack gap="lg" maw={860}>
          <Text size="sm" c="dimmed">
            A backup holds the whole server, every family on it. This page shows only when backups were made, their
            sizes and whether they verified.
          </Text>
          {data.message ? (
            <Alert color="blue" variant="light" title="This server uses PostgreSQL">
              {data.message} (docs/self-hosting.md, &ldquo;Backups on PostgreSQL&rdquo;). Your family&apos;s export on
              the Your data page is a portable copy of your own records.
            </Alert>
          ) : (
            <>
              <LatestBackup status={data} zone={zone} />
              <Section title="Schedule">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Fact label="Next backup">
                    {data.nextDueAt ? formatMoment(data.nextDueAt, zone) : 'None scheduled'}
                  </Fact>
                  <Fact label="How often">{describeInterval(data.intervalHours)}</Fact>
                  <Fact label="Kept">The {data.keep} newest backups</Fact>
                  <Fact label="Folder on the server">
                    <Code>{data.folder}</Code>
                  </Fact>
                </SimpleGrid>
              </Section>
              {data.recent.length > 0 && (
                <Section title="Recent backups">
                  <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                    {data.recent.map((record) => (
                      <BackupRecordLine key={record.id} record={record} zone={zone} />
                    ))}
                  </Stack>
                  <Text size="xs" c="dimmed" mt="sm">
                    Total of those kept:{' '}
                    {formatSize(data.recent.filter((r) => !r.removed).reduce((sum, r) => sum + (r.sizeBytes ?? 0), 0))}
                  </Text>
                </Section>
              )}
            </>
          )}
        </Stack>
      )}
    </>
  );
}
