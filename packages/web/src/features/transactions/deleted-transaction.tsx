import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { RESTORE_WINDOW_DAYS, type Transaction } from '@hearth/contract';
import { HistoryList } from '../../components/history-list';
import { PageTitle } from '../../components/page-title';
import { showError, showSuccess } from '../../lib/toasts';
import { useRestoreTransaction } from './api';
import { AttachmentsSection } from './attachments-section';
import { TransactionView } from './transaction-view';

/**
 * A deleted transaction, opened by its address or from search with Include Deleted: read-only, marked,
 * with Restore. Restored, the page shows it as any other transaction (the query holds it live again).
 */
export function DeletedTransaction({ transaction }: { transaction: Transaction }) {
  const restore = useRestoreTransaction();
  // The search that lists it: its description (as much as a search takes) with Include Deleted.
  const search = new URLSearchParams({
    ...(transaction.description ? { description: transaction.description.slice(0, 200) } : {}),
    includeDeleted: 'true',
  });
  // The promise rather than mutate's callbacks: this view unmounts as soon as the transaction is live again.
  const restoreIt = () =>
    restore.mutateAsync(transaction.id).then(
      (description) => showSuccess(description),
      (error: unknown) => showError(error instanceof Error ? error.message : String(error)),
    );
  return (
    <>
      <PageTitle
        actions={
          <Group gap="sm">
            <Badge color="red" variant="light" size="lg" tt="none">
              Deleted
            </Badge>
            <Button leftSection={<IconRestore size={16} />} onClick={restoreIt} loading={restore.isPending}>
              Restore
            </Button>
          </Group>
        }
      >
        Transaction
      </PageTitle>
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconTrash size={18} />} title="This transaction has been deleted">
          <Text size="sm">
            It no longer counts in any balance or report and cannot be changed. Restore brings it back as it was, with
            its attachments, within {RESTORE_WINDOW_DAYS} days of its delete.{' '}
            <Anchor component={Link} to={`/transactionsearch/?${search.toString()}`} inherit>
              Transaction Search
            </Anchor>{' '}
            lists it with Include Deleted.
          </Text>
        </Alert>
        <TransactionView transaction={transaction} />
        <AttachmentsSection transactionId={transaction.id} attachments={transaction.attachments} readOnly />
        <HistoryList owner="transaction" id={transaction.id} />
      </Stack>
    </>
  );
}
