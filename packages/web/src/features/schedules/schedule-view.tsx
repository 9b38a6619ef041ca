import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EndTypeName, RecurrenceTypeName, TransactionTypeName, WeekdayAdjustmentName, type Schedule } from '@hearth/contract';
import { budgetsQuery } from '../../api/ledger';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { scheduleFieldVisibility } from './schedule-draft';
import { ScheduleDirectionIcon } from './schedule-direction-icon';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

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
        <Field label="Recurrence">{RecurrenceTypeName[schedule.recurrenceTypeId] ?? schedule.recurrenceType}</Field>
        <Field label="Starting Date">
          <DateText value={schedule.scheduleStart} />
        </Field>
        {shown.endType && <Field label="Ends After">{EndTypeName[schedule.recurrenceEndTypeId] ?? ''}</Field>}
        {shown.finalPaymentDate && <Field label="Final Payment Date">{schedule.scheduleEnd ? <DateText value={schedule.scheduleEnd} /> : none}</Field>}
        {shown.numberOfPayments && <Field label="Number of Payments">{schedule.numberOfTransactions ?? none}</Field>}
        {shown.weekendEvents && <Field label="Change Weekend Events">{WeekdayAdjustmentName[schedule.weekdayOnlyTypeId] ?? ''}</Field>}
        <Field label="Description">{schedule.description}</Field>
        <Field label="Transaction Type">
          <Group gap={6} wrap="nowrap">
            <ScheduleDirectionIcon typeId={schedule.transactionTypeId} />
            {TransactionTypeName[schedule.transactionTypeId] ?? schedule.transactionType}
          </Group>
        </Field>
        <Field label="Debit account">{schedule.debitAccount}</Field>
        <Field label="Credit account">{schedule.creditAccount}</Field>
        <Field label="Subcategory">{schedule.subcategory ?? none}</Field>
        <Field label="Budget">{budget ?? none}</Field>
        <Field label="Amount">
          <Money amount={schedule.amount} fw={600} />
        </Field>
        <Field label="Auto-pay">{schedule.autoPay ? 'On: recorded on each due date' : 'Off'}</Field>
        <Field label="Tags">
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
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
