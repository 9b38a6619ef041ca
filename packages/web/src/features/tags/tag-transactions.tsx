import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Center, Paper, Table, Text, Title } from '@mantine/core';
import type { Transaction } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';

/** Rows shown at first and added by each 'Show more': a long-lived tag can carry hundreds. */
export const TAG_TRANSACTIONS_PAGE = 50;

export function TagTransactions({ transactions }: { transactions: Transaction[] }) {
  const [shown, setShown] = useState(TAG_TRANSACTIONS_PAGE);
  const visible = transactions.slice(0, shown);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Tagged transactions">
      <Title order={2} fz="lg" mb="md">
        Transactions
      </Title>
      {transactions.length === 0 ? (
        <Text c="dimmed">No transactions carry this tag yet.</Text>
      ) : (
        <StackedTable minWidth={560} verticalSpacing="xs" highlightOnHover aria-label="Transactions with this tag">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Debit → Credit</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((transaction) => (
              <Table.Tr key={transaction.id}>
                <StackedCell kind="detail" style={{ whiteSpace: 'nowrap' }}>
                  <DateText value={transaction.transactionDate} />
                </StackedCell>
                <StackedCell kind="title">
                  <Anchor component={Link} to={`/transaction/${transaction.id}`} size="sm">
                    {transaction.description || 'No description'}
                  </Anchor>
                </StackedCell>
                <StackedCell kind="detail">
                  {transaction.debitAccountName} → {transaction.creditAccountName}
                </StackedCell>
                <StackedCell kind="amount" ta="right">
                  <Money amount={transaction.amount} />
                </StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {transactions.length > shown && (
        <Center mt="md">
          <Button variant="light" onClick={() => setShown((count) => count + TAG_TRANSACTIONS_PAGE)}>
            Show more
          </Button>
        </Center>
      )}
    </Paper>
  );
}
