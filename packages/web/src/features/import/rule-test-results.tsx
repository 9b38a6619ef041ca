import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { RuleTestResult } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';

interface RuleTestResultsProps {
  result: RuleTestResult;
  /** Without it (an unsaved rule), the results can only be looked at. */
  onApply?: (transactionIds: number[]) => void;
  applying: boolean;
}

/** The existing transactions a rule takes, what it would change on each, and Apply. */
export function RuleTestResults({ result, onApply, applying }: RuleTestResultsProps) {
  const changeable = result.transactions.filter((tx) => tx.changes.length > 0);
  const more = result.matched - result.transactions.length;
  return (
    <Stack gap="sm" aria-live="polite">
      <Text size="sm">
        The rule takes {result.matched} of the {result.scanned.toLocaleString('en-US')} newest transactions
        {more > 0 ? `; the newest ${result.transactions.length} are listed.` : '.'}
      </Text>
      {result.transactions.length > 0 && (
        <StackedTable verticalSpacing={6} fz="sm" aria-label="Transactions the rule takes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Transaction</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Would change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.transactions.slice(0, 25).map((tx) => (
              <Table.Tr key={tx.id}>
                <StackedCell kind="detail" label="Date">
                  <DateText value={tx.date} />
                </StackedCell>
                <StackedCell kind="title">
                  {tx.counterpartyName}
                  {tx.description && tx.description.toLowerCase() !== tx.counterpartyName.toLowerCase()
                    ? ` · ${tx.description}`
                    : ''}
                </StackedCell>
                <StackedCell kind="amount" ta="right">
                  <Money amount={tx.amount} />
                </StackedCell>
                <StackedCell kind="detail" label="Would change">
                  <Group gap={6} wrap="wrap">
                    {tx.changes.length ? (
                      <Text span size="sm">
                        {tx.changes.join('; ')}
                      </Text>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        Nothing
                      </Text>
                    )}
                    {tx.isReconciled && (
                      <Badge size="sm" variant="light" color="gray" tt="none">
                        Reconciled
                      </Badge>
                    )}
                  </Group>
                </StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {onApply && changeable.length > 0 && (
        <Group justify="flex-end">
          <Button variant="light" loading={applying} onClick={() => onApply(changeable.map((tx) => tx.id))}>
            Apply to {changeable.length} listed {changeable.length === 1 ? 'transaction' : 'transactions'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
