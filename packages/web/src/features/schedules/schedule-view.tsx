import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  EndTypeName,
  RecurrenceTypeName,
  TransactionTypeName,
  WeekdayAdjustmentName,
  type Schedule,
} from '@hearth/contract';
import { budgetsQuery } from '../../api/ledger';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { ReadOnlyField } from '../../components/read-only-field';
import { scheduleFieldVisibility } from './schedule-draft';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';

const none = (
  <Text span c="dimmed" size="sm">
    None
  </Text>
);

/** The schedule as saved, read-only, with the same fields (and the same visibility rules) as the form. */
export function ScheduleView({ schedule }: { schedule: Schedule }) {
  const { data: budgets = [] } = useQuery(budgetsQuery());
  const shown = scheduleFieldVisibility(schedule);
  const budget = budgets.find((candidate) => candidate.id === schedule.budgetId)?.name;

  return (
    <Paper withBorder radius="md" p="lg" aria-label="Schedule details" component="section">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <ReadOnlyField label="Recurrence">
          {RecurrenceTypeName[schedule.recurrenceTypeId] ?? schedule.recurrenceType}
        </ReadOnlyField>
        <ReadOnlyField label="Starting Date">
          <DateText value={schedule.scheduleStart} />
        </ReadOnlyField>
        {shown.endType && (
          <ReadOnlyField label="Ends After">{EndTypeName[schedule.recurrenceEndTypeId] ?? ''}</ReadOnlyField>
        )}
        {shown.finalPaymentDate && (
          <ReadOnlyField label="Final Payment Date">
            {schedule.scheduleEnd ? <DateText value={schedule.scheduleEnd} /> : none}
          </ReadOnlyField>
        )}
        {shown.numberOfPayments && (
          <ReadOnlyField label="Number of Payments">{schedule.numberOfTransactions ?? none}</ReadOnlyField>
        )}
        {shown.weekendEvents && (
          <ReadOnlyField label="Change Weekend Events">
            {WeekdayAdjustmentName[schedule.weekdayOnlyTypeId] ?? ''}
          </ReadOnlyField>
        )}
        <ReadOnlyField label="Description">{schedule.description}</ReadOnlyField>
        <ReadOnlyField label="Transaction Type">
          <Group gap={6} wrap="nowrap">
            <TransactionTypeIcon typeId={schedule.transactionTypeId} />
            {TransactionTypeName[schedule.transactionTypeId] ?? schedule.transactionType}
          </Group>
        </ReadOnlyField>
        <ReadOnlyField label="Debit account">{schedule.debitAccount}</ReadOnlyField>
        <ReadOnlyField label="Credit account">{schedule.creditAccount}</ReadOnlyField>
        <ReadOnlyField label="Subcategory">{schedule.subcategory ?? none}</ReadOnlyField>
        <ReadOnlyField label="Budget">{budget ?? none}</ReadOnlyField>
        <ReadOnlyField label="Amount">
          <Money amount={schedule.amount} fw={600} />
        </ReadOnlyField>
        <ReadOnlyField label="Auto-pay">{schedule.autoPay ? 'On: recorded on each due date' : 'Off'}</ReadOnlyField>
        <ReadOnlyField label="Tags">
          {schedule.tags.length ? (
            <Group gap={6}>
              {schedule.tags.map((tag) => (
                <Badge key={tag.id} variant="light" radius="sm">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          ) : (
            none
          )}
        </ReadOnlyField>
      </SimpleGrid>
    </Paper>
  );
}
