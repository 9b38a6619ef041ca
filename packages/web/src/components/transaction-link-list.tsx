import { Link } from 'react-router';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@hearth/contract';
import { DateText } from './date-text';
import { Money } from './money';
import classes from './row-link.module.css';
import { counterpartyName, signedAmount } from './transaction-counterparty';

interface TransactionLinkListProps {
  transactions: readonly Transaction[];
  /** Seen from this account: the other side is named and amounts carry its sign. */
  accountId?: number | null;
  emptyText: string;
}

/** A short list of transactions (recent ones, say), each row a link to the transaction. */
export function TransactionLinkList({ transactions, accountId = null, emptyText }: TransactionLinkListProps) {
  if (transactions.length === 0) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {transactions.map((transaction) => {
        const name = counterpartyName(transaction, accountId);
        return (
          <Box component="li" key={transaction.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <UnstyledButton
              component={Link}
              to={`/transaction/${transaction.id}`}
              display="block"
              w="100%"
              py={8}
              px={6}
              className={classes.row}
            >
              <Group wrap="nowrap" gap="md" align="center">
                <DateText value={transaction.transactionDate} size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} />
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate="end">
                    {name}
                  </Text>
                  {transaction.description && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {transaction.description}
                    </Text>
                  )}
                </Box>
                <Money amount={signedAmount(transaction, accountId)} signed size="sm" ta="right" style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          </Box>
        );
      })}
    </Stack>
  );
}
