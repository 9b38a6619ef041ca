import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TransactionSearchRequest } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { searchTotalQuery } from './api';

/**
 * The total of everything the search finds, in all its pages, counted as the reports count it: money
 * spent (refunds taken back) and money received, with transfers between the family's own accounts apart,
 * in neither. The same filter on Categories Over Time or Cash Flow gives the same figures.
 */
export function SearchTotal({ request }: { request: TransactionSearchRequest }) {
  const total = useQuery(searchTotalQuery(request)).data;
  if (!total) return null;
  const found = `${total.count.toLocaleString()} ${total.count === 1 ? 'transaction' : 'transactions'} found`;
  return (
    <Group gap="lg" mb="sm" wrap="wrap" role="group" aria-label="Total of what the search found">
      <Text size="sm" fw={600}>
        {found}
      </Text>
      <Text size="sm">
        Spent{' '}
        <Text span ff="monospace">
          {formatAmount(total.spending)}
        </Text>
      </Text>
      <Text size="sm">
        Received{' '}
        <Text span ff="monospace">
          {formatAmount(total.income)}
        </Text>
      </Text>
      {total.transfers !== 0 && (
        <Text size="sm" c="dimmed">
          Transfers between your accounts{' '}
          <Text span ff="monospace">
            {formatAmount(total.transfers)}
          </Text>{' '}
          (not counted)
        </Text>
      )}
    </Group>
  );
}
