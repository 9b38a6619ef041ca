import { Link } from 'react-router';
import { Alert, Anchor, Badge, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Transaction } from '@hearth/contract';
import { PageTitle } from '../../components/page-title';
import { AttachmentsSection } from './attachments-section';
import { TransactionView } from './transaction-view';

/** A deleted transaction, opened by its address or from search with Include Deleted: read-only, marked. */
export function DeletedTransaction({ transaction }: { transaction: Transaction }) {
  // The search that lists it: its description (as much as a search takes) with Include Deleted.
  const search = new URLSearchParams({
    ...(transaction.description ? { description: transaction.description.slice(0, 200) } : {}),
    includeDeleted: 'true',
  });
  return (
    <>
      <PageTitle
        actions={
          <Badge color="red" variant="light" size="lg" tt="none">
            Deleted
          </Badge>
        }
      >
        Transaction
      </PageTitle>
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconTrash size={18} />} title="This transaction has been deleted">
          It no longer counts in any balance or report and cannot be changed.{' '}
          <Anchor component={Link} to={`/transactionsearch/?${search.toString()}`} inherit>
            Transaction Search
          </Anchor>{' '}
          lists it with Include Deleted.
        </Alert>
        <TransactionView transaction={transaction} />
        <AttachmentsSection transactionId={transaction.id} attachments={transaction.attachments} readOnly />
      </Stack>
    </>
  );
}
