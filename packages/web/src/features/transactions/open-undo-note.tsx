import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpenUndo } from '@hearth/contract';
import { undoChange } from '../../api/undo';
import { DateText } from '../../components/date-text';
import { showError, showSuccess } from '../../lib/toasts';
import { openUndosQuery } from './api';

function OpenUndoRow({ change }: { change: OpenUndo }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const undo = () => {
    setPending(true);
    undoChange(queryClient, change.undoId).then(
      (done) => showSuccess(done),
      (error: unknown) => {
        setPending(false);
        showError(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text size="sm">
        Changed by a {change.summary.charAt(0).toLowerCase() + change.summary.slice(1)} on{' '}
        <DateText value={change.createdAt} />
        {change.createdBy ? ` by ${change.createdBy}` : ''}.
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={undo}
        loading={pending}
        aria-label={`Undo the ${change.kind === 'bulkUpdate' ? 'bulk update' : 'merge'}`}
      >
        Undo
      </Button>
    </Group>
  );
}

/**
 * While a bulk update or a merge that changed this transaction can still be undone: which one (when, by
 * whom), with its Undo. The undo takes back the whole change, on every transaction it touched.
 */
export function OpenUndoNote({ transactionId }: { transactionId: number }) {
  const { data } = useQuery(openUndosQuery(transactionId));
  if (!data?.length) return null;
  return (
    <Alert variant="light" color="gray" icon={<IconHistory size={18} />} title="Recent changes that can be undone">
      <Stack gap="xs">
        {data.map((change) => (
          <OpenUndoRow key={change.undoId} change={change} />
        ))}
      </Stack>
    </Alert>
  );
}
