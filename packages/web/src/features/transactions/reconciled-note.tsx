import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useUnlockTransaction } from './api';

/**
 * Says that a transaction matches a bank statement row, so that what the bank said is not changed by
 * accident, and offers Unlock. The next import of that statement locks it again.
 */
export function ReconciledNote({ transactionId }: { transactionId: number }) {
  const unlock = useUnlockTransaction();
  // The promise rather than mutate's callbacks: this note unmounts as soon as the transaction is unlocked.
  const unlockIt = () =>
    unlock.mutateAsync(transactionId).then(
      ({ description }) => showSuccess(description),
      (error: unknown) => showError(errorMessage(error)),
    );
  return (
    <Alert variant="light" color="teal" icon={<IconLock size={18} />} title="Reconciled with a bank statement">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">
          It matches a row of an imported statement, so its date, type, accounts and total stay as the bank said; its
          categories, budgets, split, tags and description can be edited. Unlock it to change the rest or delete it.
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLockOpen size={14} />}
          onClick={unlockIt}
          loading={unlock.isPending}
        >
          Unlock
        </Button>
      </Group>
    </Alert>
  );
}
