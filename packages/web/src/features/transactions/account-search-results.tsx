import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { formatAmount } from '../../lib/money-display';
import { errorMessage } from '../../api/client';
import { useUserToday } from '../../lib/today';
import { PageLoader } from '../../components/page-loader';
import { ShowMoreFooter } from '../../components/show-more-footer';
import { AccountTransactionTable } from './account-transaction-table';
import { accountSearchQuery } from './api';
import { accountSearchRequest, type AccountSearchFilter } from './list-search';

interface AccountSearchResultsProps {
  accountId: number;
  days: number;
  filter: AccountSearchFilter;
  /** What was typed, to say what found nothing. */
  text: string;
}

/** The account's transactions of the whole chosen period that match the search, found by the server. */
export function AccountSearchResults(props: AccountSearchResultsProps) {
  // The period ends on the user's today, as the server counts days, whatever the browser's zone.
  const today = useUserToday();
  if (today === undefined) return <PageLoader />;
  return <SearchResults {...props} today={today} />;
}

function SearchResults({ accountId, days, filter, text, today }: AccountSearchResultsProps & { today: string }) {
  // Fixed for the search's life: a search left open past midnight keeps its period rather than refetching.
  const [day] = useState(today);
  const request = useMemo(() => accountSearchRequest(accountId, days, day, filter), [accountId, days, day, filter]);
  const results = useInfiniteQuery({ ...accountSearchQuery(request), placeholderData: keepPreviousData });
  const rows = useMemo(() => results.data?.pages.flatMap((page) => page.transactions) ?? [], [results.data]);
  const what = filter.exactValue != null ? `an amount of ${formatAmount(filter.exactValue)}` : `"${text}"`;

  if (results.isError) return <Text c="red.7">{errorMessage(results.error)}</Text>;
  if (results.isPending) return <PageLoader />;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md">
        No transactions of the last {days} days match {what}.
      </Text>
    );
  }
  return (
    <>
      <AccountTransactionTable accountId={accountId} transactions={rows} />
      <ShowMoreFooter
        count={rows.length}
        pages={results}
        live
        summary={`${rows.length === 1 ? '1 transaction' : `${rows.length} transactions`} of the last ${days} days ${rows.length === 1 ? 'matches' : 'match'} ${what}${results.hasNextPage ? ', more not loaded yet' : ''}`}
      />
    </>
  );
}
