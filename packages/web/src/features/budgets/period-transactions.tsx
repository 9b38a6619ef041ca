import { useMemo } from 'react';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BudgetPeriod } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { budgetPeriodTransactionsQuery } from './api';
import { periodRange } from './period-rows';
import { PeriodTransactionRow } from './period-transaction-row';
import classes from './period-transactions.module.css';
import { ShowMoreFooter } from '../../components/show-more-footer';

interface PeriodTransactionsProps {
  budgetId: number;
  period: BudgetPeriod;
}

/**
 * The transactions whose lines used the budget in one period, newest first, each opening its transaction,
 * a page at a time. What the period used is the server's figure in the periods table, never a sum of the
 * rows loaded here.
 */
export function PeriodTransactions({ budgetId, period }: PeriodTransactionsProps) {
  const transactions = useInfiniteQuery(budgetPeriodTransactionsQuery(budgetId, period.budgetNumber));
  const loaded = useMemo(
    () => transactions.data?.pages.flatMap((page) => page.transactions) ?? [],
    [transactions.data],
  );
  const range = periodRange(period.fromDate, period.toDate);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Period transactions" className={classes.panel}>
      <Title order={2} fz="lg">
        Transactions
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {range}
      </Text>
      {transactions.isPending ? (
        <PageLoader />
      ) : transactions.isError ? (
        <Text c="red.7">{errorMessage(transactions.error)}</Text>
      ) : loaded.length === 0 ? (
        <Text c="dimmed">No transactions used this budget in this period.</Text>
      ) : (
        <>
          <Box className={classes.list}>
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Transactions of ${range}`}>
              {loaded.map((transaction) => (
                <PeriodTransactionRow key={transaction.id} transaction={transaction} budgetId={budgetId} />
              ))}
            </Box>
          </Box>
          <ShowMoreFooter count={loaded.length} pages={transactions} />
        </>
      )}
    </Paper>
  );
}
