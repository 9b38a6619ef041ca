import { useState } from 'react';
import { Alert, Button, FileInput, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FamilyRestoreResult } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { anyTransactionQuery, useRestoreFamily } from './api';
import { DataSection } from './data-section';
import { restoredRows } from './restore-summary';

const CHOOSE_FILE = 'Choose the export file (a .zip) to restore.';

function RestoreSummary({ result }: { result: FamilyRestoreResult }) {
  return (
    <Stack gap="sm" aria-live="polite">
      <Table striped withTableBorder maw={480} aria-label="What was restored">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Restored</Table.Th>
            <Table.Th scope="col" ta="right">
              How many
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {restoredRows(result).map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{row.count.toLocaleString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.invited.length > 0 && (
        <div>
          <Text size="sm">These members were invited again by e-mail:</Text>
          <List size="sm">
            {result.invited.map((email) => (
              <List.Item key={email}>{email}</List.Item>
            ))}
          </List>
        </div>
      )}
      {result.notInvited.length > 0 && (
        <div>
          <Text size="sm">These members were not invited:</Text>
          <List size="sm">
            {result.notInvited.map((member) => (
              <List.Item key={member.email}>
                {member.email}: {member.reason}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/** Restore: an export goes into this family while it holds no transactions. */
export function RestoreSection() {
  const anyTransaction = useQuery(anyTransactionQuery());
  const restore = useRestoreFamily();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<FamilyRestoreResult | null>(null);

  const submit = () => {
    if (!file) {
      setError(CHOOSE_FILE);
      return;
    }
    restore.mutate(file, {
      onSuccess: (restored) => {
        setResult(restored);
        setFile(null);
        showSuccess('The export is restored.');
      },
      onError: (refusal) => setError(serverDescription(refusal)),
    });
  };

  const blocked = anyTransaction.data === true && result === null;
  return (
    <DataSection
      title="Restore"
      description="Brings back everything of an export, from this Hearth or another one. It works only while the family holds no transactions: register a new family without the starter categories and restore there."
    >
      {result ? (
        <RestoreSummary result={result} />
      ) : blocked ? (
        <Alert color="gray" variant="light">
          Your family already holds transactions, so an export cannot be restored into it.
        </Alert>
      ) : (
        <form
          aria-label="Restore an export"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm" maw={480}>
            <FileInput
              label="Export file"
              placeholder="Choose a .zip file"
              accept=".zip,application/zip"
              clearable
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" loading={restore.isPending} style={{ alignSelf: 'flex-start' }}>
              Restore
            </Button>
          </Stack>
        </form>
      )}
    </DataSection>
  );
}
