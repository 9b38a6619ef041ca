import { Stack, Text } from '@mantine/core';
import type { Transaction } from '@hearth/contract';
import { DatedLinkRow } from './dated-link-row';
import { Money } from './money';
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
      {transactions.map((transaction) => (
        <DatedLinkRow
          key={transaction.id}
          to={`/transaction/${transaction.id}`}
          date={transaction.transactionDate}
          title={counterpartyName(transaction, accountId)}
          subtitle={transaction.description || null}
          trailing={
            <Money
              amount={signedAmount(transaction, accountId)}
              signed
              size="sm"
              ta="right"
              style={{ flexShrink: 0 }}
            />
          }
        />
      ))}
    </Stack>
  );
}
