import { Link } from 'react-router';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { type Transaction } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import classes from '../../components/row-link.module.css';
import { counterpartyName } from '../../components/transaction-counterparty';
import { budgetShare, isPartShare } from './budget-share';

/**
 * One transaction that used the budget, the whole row a link to it. Two lines rather than a date column,
 * because the list sits in a narrow column beside the periods: who was paid and what the budget bore, then
 * when and why.
 */
export function PeriodTransactionRow({ transaction, budgetId }: { transaction: Transaction; budgetId: number }) {
  const partly = isPartShare(transaction, budgetId);
  return (
    <Box component="li" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton
        component={Link}
        to={`/transaction/${transaction.id}`}
        display="block"
        w="100%"
        py={8}
        px={6}
        className={classes.row}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {counterpartyName(transaction)}
          </Text>
          <Money amount={budgetShare(transaction, budgetId)} signed size="sm" style={{ flexShrink: 0 }} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text size="xs" c="dimmed" style={{ minWidth: 0 }} truncate="end">
            <DateText value={transaction.transactionDate} style={{ whiteSpace: 'nowrap' }} />
            {transaction.description && ` · ${transaction.description}`}
          </Text>
          {/* A split transaction used the budget with only some of its lines. */}
          {partly && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              of {formatAmount(transaction.amount)}
            </Text>
          )}
        </Group>
      </UnstyledButton>
    </Box>
  );
}
