import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate, type Transaction } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell } from '../../components/stacked-table';
import { signedAmount } from '../../components/transaction-counterparty';
import { PendingBadge } from '../../components/pending-badge';
import { transactionLineLabel } from './transaction-line-label';

interface SearchResultRowProps {
  transaction: Transaction;
  selected: boolean;
  onToggle: (id: number) => void;
}

/** A click anywhere on the row opens the transaction, except on the things inside it that act themselves. */
const actsOnItsOwn = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, label') !== null;

export function SearchResultRow({ transaction, selected, onToggle }: SearchResultRowProps) {
  const navigate = useNavigate();
  const to = `/transaction/${transaction.id}`;
  const deleted = transaction.isDeleted;
  const split = transaction.transactionLines.length > 1;
  const name = transaction.description || `${transaction.transactionType} to ${transaction.creditAccountName}`;

  const open = (event: MouseEvent) => {
    if (!actsOnItsOwn(event.target)) navigate(to);
  };

  return (
    <Table.Tr
      onClick={open}
      style={{ cursor: 'pointer', opacity: deleted ? 0.6 : undefined }}
      bg={selected ? 'hearth.0' : undefined}
      data-deleted={deleted || undefined}
    >
      {/* A click that just misses the box must not open the transaction instead of ticking it. */}
      <StackedCell kind="lead" w={40} onClick={(event) => event.stopPropagation()}>
        <Checkbox
          aria-label={`Select ${name} of ${formatDate(transaction.transactionDate)}`}
          checked={selected}
          disabled={deleted}
          title={deleted ? 'A deleted transaction cannot be updated' : undefined}
          onChange={() => onToggle(transaction.id)}
        />
      </StackedCell>
      <StackedCell kind="detail" style={{ whiteSpace: 'nowrap' }}>
        <DateText value={transaction.transactionDate} />
      </StackedCell>
      <StackedCell kind="detail">{transaction.transactionType}</StackedCell>
      <StackedCell kind="title">
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={to}
              size="sm"
              td={deleted ? 'line-through' : undefined}
              c={transaction.description ? undefined : 'dimmed'}
            >
              {transaction.description || 'No description'}
            </Anchor>
            {deleted && (
              <Badge color="red" variant="light" size="xs">
                Deleted
              </Badge>
            )}
            {transaction.isPending && <PendingBadge />}
          </Group>
          {transaction.tags.length > 0 && (
            <Group gap={4}>
              {transaction.tags.map((tag) => (
                <Badge key={tag.id} variant="outline" size="xs" radius="sm" tt="none">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </StackedCell>
      <StackedCell kind="detail">
        <Text size="sm">
          {transaction.debitAccountName} → {transaction.creditAccountName}
        </Text>
      </StackedCell>
      <StackedCell kind="detail">
        <Stack gap={2}>
          {transaction.transactionLines.map((line) => (
            <Group key={line.id} gap={6} wrap="nowrap" justify="space-between">
              <Text size="sm">{transactionLineLabel(line)}</Text>
              {split && <Money amount={line.amount} size="xs" c="dimmed" />}
            </Group>
          ))}
        </Stack>
      </StackedCell>
      <StackedCell kind="amount" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {/* Signed as everywhere (components/money-sign.ts): a payment is money out, a deposit money in. */}
        <Money amount={signedAmount(transaction)} signed td={deleted ? 'line-through' : undefined} />
        {split && (
          <Text size="xs" c="dimmed">
            Split
          </Text>
        )}
      </StackedCell>
    </Table.Tr>
  );
}
