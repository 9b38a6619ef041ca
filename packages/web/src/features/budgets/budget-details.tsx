import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type Budget } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { ReadOnlyField } from '../../components/read-only-field';

const none = (
  <Text span c="dimmed" size="sm">
    None
  </Text>
);

/** The budget as saved, read-only, with the fields of the form. */
export function BudgetDetails({ budget }: { budget: Budget }) {
  return (
    <Paper withBorder radius="md" p="lg" aria-label="Budget details" component="section">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        <ReadOnlyField label="Name">
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {budget.name}
          </Text>
        </ReadOnlyField>
        <ReadOnlyField label="Allowance">
          <Money amount={budget.allowanceAmount} fw={600} />
        </ReadOnlyField>
        <ReadOnlyField label="Budget Type">{budget.budgetType}</ReadOnlyField>
        <ReadOnlyField label="Primary account">{budget.primaryAccountName ?? none}</ReadOnlyField>
        <ReadOnlyField label="Start date">
          <DateText value={budget.startDate} />
        </ReadOnlyField>
        <ReadOnlyField label="End date">{budget.endDate ? <DateText value={budget.endDate} /> : none}</ReadOnlyField>
        <ReadOnlyField label="Carry over">{budget.carryOver ? 'On' : 'Off'}</ReadOnlyField>
        {budget.carryOver && (
          <ReadOnlyField label="Carry-over cap">
            {budget.carryOverCap === null ? 'No cap' : formatAmount(budget.carryOverCap)}
          </ReadOnlyField>
        )}
      </SimpleGrid>
    </Paper>
  );
}
