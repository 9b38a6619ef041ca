import { useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { AccountTransactionTable } from './account-transaction-table';
import { accountTransactionsQuery } from './api';

interface AccountPeriodListProps {
  accountId: number;
  days: number;
}

/** An account's transactions of the chosen period, newest first, a page at a time. */
export function AccountPeriodList({ accountId, days }: AccountPeriodListProps) {
  const transactions = useInfiniteQuery({
    ...accountTransactionsQuery(accountId, days),
    // Another period keeps the rows on screen until the new ones arrive, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
  const loaded = useMemo(() => transactions.data?.pages.flat() ?? [], [transactions.data]);

  if (transactions.isError) return <Text c="red.7">{errorMessage(transactions.error)}</Text>;
  if (transactions.isPending) return <PageLoader />;
  if (loaded.length === 0) {
    return (
      <Text c="dimmed" py="md">
        No transactions in this period.
      </Text>
    );
  }
  return (
    <>
      <AccountTransactionTable accountId={accountId} transactions={loaded} />
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {`${loaded.length} transaction${loaded.length === 1 ? '' : 's'}`}
          {transactions.hasNextPage ? ', older ones not loaded yet' : ''}
        </Text>
        {transactions.hasNextPage && (
          <Button variant="light" loading={transactions.isFetchingNextPage} onClick={() => void transactions.fetchNextPage()}>
            Show more
          </Button>
        )}
      </Group>
    </>
  );
}
