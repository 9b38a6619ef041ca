import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { TransactionLinkList } from '../../components/transaction-link-list';
import { RECENT_SHOWN, recentTransactionsQuery } from './api';

/** The body of the dashboard's Recent Transactions panel: the family's latest, each opening the transaction. */
export function RecentTransactionsPanel() {
  const transactions = useQuery(recentTransactionsQuery());
  if (transactions.isPending) return <PageLoader />;
  if (transactions.isError) return <Text c="red.7">{errorMessage(transactions.error)}</Text>;
  return (
    <TransactionLinkList
      transactions={transactions.data.slice(0, RECENT_SHOWN)}
      emptyText="No Recent Transactions found"
    />
  );
}
