import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ConfirmedImport } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { confirmDanger } from '../../components/confirm-danger';
import { DateText } from '../../components/date-text';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmedImportsQuery, useTakeBackImport } from './api';

const transactions = (count: number) => (count === 1 ? '1 transaction' : `${count} transactions`);

/** What taking an import back does, in the words of its confirmation. */
export function takeBackSummary(batch: Pick<ConfirmedImport, 'toRemove' | 'toUnlink'>): string {
  const parts = [];
  if (batch.toRemove > 0) parts.push(`removes the ${transactions(batch.toRemove)} it created`);
  if (batch.toUnlink > 0) parts.push(`unlinks the ${transactions(batch.toUnlink)} it matched, which stay as they are`);
  return parts.length ? `This ${parts.join(' and ')}.` : 'Nothing it recorded is left to take back.';
}

/** The family's newest confirmed imports, each with Undo import (after a confirmation that says what it does). */
export function ConfirmedImports() {
  const confirmed = useQuery(confirmedImportsQuery());
  const takeBack = useTakeBackImport();
  if (confirmed.isPending || (confirmed.data && confirmed.data.length === 0)) return null;
  const undo = (batch: ConfirmedImport) =>
    confirmDanger({
      title: 'Undo import',
      message: `Undo the import of ${batch.fileName} into ${batch.accountName}? ${takeBackSummary(batch)}`,
      confirmLabel: 'Undo import',
      onConfirm: () =>
        takeBack.mutate(batch.importId, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(errorMessage(error)),
        }),
    });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Recent imports">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Recent imports
        </Title>
        {confirmed.isError && (
          <Alert color="red" variant="light" title="The recent imports could not be loaded">
            {errorMessage(confirmed.error)}
          </Alert>
        )}
        {confirmed.data && (
          <StackedTable minWidth={720} verticalSpacing="sm" aria-label="Recent imports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Statement</Table.Th>
                <Table.Th>Confirmed</Table.Th>
                <Table.Th w={150} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {confirmed.data.map((batch) => (
                <Table.Tr key={batch.importId}>
                  <StackedCell kind="title">
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {batch.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {batch.format} · {transactions(batch.toRemove)} created, {batch.toUnlink} matched
                    </Text>
                  </StackedCell>
                  <StackedCell kind="detail" label="Account">
                    {batch.accountName}
                  </StackedCell>
                  <StackedCell kind="detail" label="Statement">
                    <DateText value={batch.dateFrom} /> to <DateText value={batch.dateTo} />
                  </StackedCell>
                  <StackedCell kind="detail" label="Confirmed">
                    <DateText value={batch.confirmedAt} />
                    {batch.confirmedBy ? ` by ${batch.confirmedBy}` : ''}
                  </StackedCell>
                  <StackedCell kind="action">
                    <Button
                      variant="default"
                      size="compact-sm"
                      leftSection={<IconArrowBackUp size={14} />}
                      aria-label={`Undo import of ${batch.fileName}`}
                      onClick={() => undo(batch)}
                    >
                      Undo import
                    </Button>
                  </StackedCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
        <Text size="sm" c="dimmed">
          Undoing an import removes the transactions it created and unlinks the ones it matched from the statement;
          third parties it made that nothing else uses go too.
        </Text>
      </Stack>
    </Paper>
  );
}
