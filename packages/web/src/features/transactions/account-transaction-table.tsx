import { Fragment, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Transaction } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { counterpartyName, signedAmount } from '../../components/transaction-counterparty';
import { categoryLabel } from './category-label';
import { groupByDate } from './group-by-date';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';

interface AccountTransactionTableProps {
  accountId: number;
  /** Newest first, as the server sends them. */
  transactions: readonly Transaction[];
}

const COLUMNS = 6;

/** An account's transactions under a heading per day, each with its signed amount and the balance after it. */
export function AccountTransactionTable({ accountId, transactions }: AccountTransactionTableProps) {
  const navigate = useNavigate();
  // The payee cell holds a real link (keyboard, middle click); a click on it is left to the link alone.
  const openRow = (id: number) => (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    navigate(`/transaction/${id}`);
  };

  return (
    <StackedTable
      minWidth={720}
      leadWidth={28}
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="sm"
      aria-label="Transactions"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <VisuallyHidden>Type</VisuallyHidden>
          </Table.Th>
          <Table.Th>Payee</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupByDate(transactions).map((group) => (
          <Fragment key={group.date}>
            <Table.Tr bg="gray.0">
              <Table.Th colSpan={COLUMNS} scope="colgroup" py={6}>
                <DateText value={group.date} size="sm" fw={600} c="dark.5" />
              </Table.Th>
            </Table.Tr>
            {group.rows.map((transaction) => (
              <Table.Tr
                key={transaction.id}
                onClick={openRow(transaction.id)}
                style={{ cursor: 'pointer' }}
                data-testid="transaction-row"
              >
                <StackedCell kind="lead">
                  <TransactionTypeIcon typeId={transaction.transactionTypeId} />
                </StackedCell>
                <StackedCell kind="title">
                  <Anchor component={Link} to={`/transaction/${transaction.id}`} c="dark.7" fw={500} size="sm">
                    {counterpartyName(transaction, accountId)}
                  </Anchor>
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
                    <Money amount={transaction.runningBalance} signed size="sm" />
                  )}
                </StackedCell>
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
