import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BudgetPeriod } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { budgetPeriodTransactionsQuery } from './api';
import { periodRange } from './period-rows';
import { PeriodTransactionRow } from './period-transaction-row';

interface PeriodTransactionsProps {
  budgetId: number;
  period: BudgetPeriod;
}

/** The transactions whose lines used the budget in one period, each opening its transaction. */
export function PeriodTransactions({ budgetId, period }: PeriodTransactionsProps) {
  const transactions = useQuery(budgetPeriodTransactionsQuery(budgetId, period.budgetNumber));
  const range = periodRange(period.fromDate, period.toDate);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Period transactions">
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
      ) : transactions.data.length === 0 ? (
        <Text c="dimmed">No transactions used this budget in this period.</Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Transactions of ${range}`}>
          {transactions.data.map((transaction) => (
            <PeriodTransactionRow key={transaction.id} transaction={transaction} budgetId={budgetId} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
