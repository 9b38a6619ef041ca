import { Link } from 'react-router';
import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { TransactionType, type ScheduleEvent } from '@hearth/contract';
import { DueBadge } from '../../components/due-badge';
import { Money } from '../../components/money';
import { isOverdue, signedEventAmount } from '../../components/payment-due';
import classes from '../../components/row-link.module.css';

/** Money going out, coming in, or moving between the family's own accounts: the edge colour tells which. */
const EDGE_COLOURS: Record<number, string> = {
  [TransactionType.Payment]: 'var(--mantine-color-red-5)',
  [TransactionType.Deposit]: 'var(--mantine-color-teal-5)',
  [TransactionType.Transfer]: 'var(--mantine-color-blue-5)',
};

interface CalendarEventProps {
  event: ScheduleEvent;
  /** xs in a grid's narrow day, sm in the phone's list of days. */
  size?: 'xs' | 'sm';
}

/** One payment in a day: its schedule's name and amount, leading to the schedule. */
export function CalendarEvent({ event, size = 'xs' }: CalendarEventProps) {
  const overdue = isOverdue(event);
  const state = event.isSkipped ? 'skipped' : event.isPaid ? 'paid' : overdue ? 'overdue' : 'due';
  return (
    <UnstyledButton
      component={Link}
      to={`/schedule/${event.scheduleId}`}
      className={classes.row}
      data-state={state}
      title={`${event.schedule}: ${event.transactionType} ${event.debitAccount} → ${event.creditAccount}`}
      px={6}
      py={2}
      style={{
        display: 'block',
        borderLeft: `3px solid ${EDGE_COLOURS[event.transactionTypeId] ?? 'var(--mantine-color-gray-5)'}`,
        // Skipped payments stay legible but read as not happening.
        opacity: event.isSkipped ? 0.5 : 1,
        textDecoration: event.isSkipped ? 'line-through' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap">
        {event.isPaid && (
          <IconCheck size={12} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
        )}
        <Text size={size} fw={500} truncate="end" inherit={false} td={event.isSkipped ? 'line-through' : undefined}>
          {event.schedule}
        </Text>
        {(state === 'skipped' || state === 'paid') && <VisuallyHidden>({state})</VisuallyHidden>}
      </Group>
      <Group gap={4} wrap="wrap">
        <Money
          amount={signedEventAmount(event)}
          signed={!event.isSkipped}
          size={size}
          c={event.isSkipped ? 'dimmed' : undefined}
          td={event.isSkipped ? 'line-through' : undefined}
        />
        {/* A payment past its day and still unpaid says so, as it does on the dashboard and the schedule. */}
        {overdue && <DueBadge dueDays={event.dueDays} size="xs" />}
      </Group>
    </UnstyledButton>
  );
}
