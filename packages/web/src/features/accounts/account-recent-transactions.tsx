import { Link } from 'react-router';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { TransactionLinkList } from '../../components/transaction-link-list';
import { accountRecentTransactionsQuery } from './api';

/** The account's latest transactions of the past year, each opening the transaction. */
export function AccountRecentTransactions({ accountId }: { accountId: number }) {
  const transactions = useQuery(accountRecentTransactionsQuery(accountId));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Recent Transactions">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Recent Transactions
        </Title>
        <Anchor component={Link} to={`/transactions/${accountId}`} size="sm">
          All transactions
        </Anchor>
      </Group>
      {transactions.isPending ? (
        <PageLoader />
      ) : transactions.isError ? (
        <Text c="red.7">{errorMessage(transactions.error)}</Text>
      ) : (
        <TransactionLinkList
          transactions={transactions.data}
          accountId={accountId}
          emptyText="No Recent Transactions found"
        />
      )}
    </Paper>
  );
}
