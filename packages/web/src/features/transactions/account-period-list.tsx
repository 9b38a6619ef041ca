import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { AccountTransactionTable } from './account-transaction-table';
import { accountTransactionsQuery } from './api';
import { ShowMoreFooter } from '../../components/show-more-footer';

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
  const loaded = useMemo(
    () => transactions.data?.pages.flatMap((page) => page.transactions) ?? [],
    [transactions.data],
  );

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
      <ShowMoreFooter count={loaded.length} pages={transactions} />
    </>
  );
}
