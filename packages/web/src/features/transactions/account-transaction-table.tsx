import { Link } from 'react-router';
import { Anchor, Group, Table, Text } from '@mantine/core';
import type { Transaction } from '@hearth/contract';
import { useRowNavigation } from '../../lib/use-row-navigation';
import { DateText } from '../../components/date-text';
import { GroupedTable } from '../../components/grouped-table';
import { Money } from '../../components/money';
import { StackedCell } from '../../components/stacked-table';
import type { TableColumn } from '../../components/table-head';
import { counterpartyName, shownRunningBalance, signedAmount } from '../../components/transaction-counterparty';
import { categoryLabel } from './category-label';
import { groupByDate } from './group-by-date';
import { PendingBadge } from '../../components/pending-badge';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';

interface AccountTransactionTableProps {
  accountId: number;
  /** Newest first, as the server sends them. */
  transactions: readonly Transaction[];
}

const COLUMNS: TableColumn[] = [
  { label: 'Type', hidden: true, width: 44 },
  { label: 'Payee' },
  { label: 'Description' },
  { label: 'Category' },
  { label: 'Amount', align: 'right' },
  { label: 'Balance', align: 'right' },
];

/** An account's transactions under a heading per day, each with its signed amount and the balance after it. */
export function AccountTransactionTable({ accountId, transactions }: AccountTransactionTableProps) {
  const openRow = useRowNavigation();
  return (
    <GroupedTable
      label="Transactions"
      columns={COLUMNS}
      groups={groupByDate(transactions)}
      keyOf={(group) => group.date}
      headingOf={(group) => <DateText value={group.date} size="sm" fw={600} c="dark.5" />}
      rowsOf={(group) =>
        group.rows.map((transaction) => (
          <Table.Tr
            key={transaction.id}
            onClick={openRow(`/transaction/${transaction.id}`)}
            style={{ cursor: 'pointer' }}
            data-testid="transaction-row"
          >
            <StackedCell kind="lead">
              <TransactionTypeIcon typeId={transaction.transactionTypeId} />
            </StackedCell>
            <StackedCell kind="title">
              <Group gap={6}>
                <Anchor component={Link} to={`/transaction/${transaction.id}`} c="dark.7" fw={500} size="sm">
                  {counterpartyName(transaction, accountId)}
                </Anchor>
                {transaction.isPending && <PendingBadge />}
              </Group>
            </StackedCell>
            <StackedCell kind="detail">
              <Text size="sm" c="dimmed" lineClamp={1}>
                {transaction.description}
              </Text>
            </StackedCell>
            <StackedCell kind="detail">
              <Text size="sm">{categoryLabel(transaction)}</Text>
            </StackedCell>
            <StackedCell kind="amount" ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Money amount={signedAmount(transaction, accountId)} signed size="sm" fw={500} />
            </StackedCell>
            {/* Search results carry no running balance: a phone then shows no empty 'Balance:' line. */}
            <StackedCell
              kind={transaction.runningBalance === null ? 'phone-hidden' : 'detail'}
              label="Balance"
              ta="right"
              style={{ whiteSpace: 'nowrap' }}
            >
              {transaction.runningBalance !== null && (
                <Money
                  amount={shownRunningBalance(transaction, accountId, transaction.runningBalance)}
                  signed
                  size="sm"
                />
              )}
            </StackedCell>
          </Table.Tr>
        ))
      }
    />
  );
}
