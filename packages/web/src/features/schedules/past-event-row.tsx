import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { signedEventAmount } from '../../components/payment-due';
import { StackedCell } from '../../components/stacked-table';
import { canUnskip } from './schedule-event-lists';

export const PAST_COLUMNS = [
  { label: 'Payment' },
  { label: 'Date' },
  { label: 'Amount', align: 'right' as const },
  { label: 'State' },
  { label: 'Actions', align: 'right' as const },
];

/** A paid payment links to its transaction; a skipped one is struck through and can be un-skipped. */
export function PastEventRow({ event, onUnskip }: { event: ScheduleEvent; onUnskip: (event: ScheduleEvent) => void }) {
  const struck = event.isSkipped ? { td: 'line-through' as const, c: 'dimmed' } : {};
  return (
    <Table.Tr aria-label={`Payment ${event.paymentNumber}`} data-testid="past-payment">
      <StackedCell kind="lead">{event.paymentNumber}</StackedCell>
      <StackedCell kind="title" style={{ whiteSpace: 'nowrap' }}>
        <DateText value={event.date} size="sm" {...struck} />
      </StackedCell>
      <StackedCell kind="amount" ta="right">
        <Money
          amount={signedEventAmount({ ...event, amount: event.relatedTransaction?.amount ?? event.amount })}
          signed={!event.isSkipped}
          size="sm"
          {...struck}
        />
      </StackedCell>
      <StackedCell kind="detail">
        {event.isPaid && event.relatedTransactionId !== null ? (
          <Text size="sm">
            Paid on{' '}
            <Anchor component={Link} to={`/transaction/${event.relatedTransactionId}`} size="sm">
              <DateText value={event.paidDate ?? event.date} />
            </Anchor>
          </Text>
        ) : (
          <Badge color="gray" variant="light">
            Skipped
          </Badge>
        )}
      </StackedCell>
      <StackedCell kind="action">
        <Group justify="flex-end">
          {canUnskip(event) && (
            <Button size="compact-sm" variant="light" color="gray" onClick={() => onUnskip(event)}>
              Un-Skip
            </Button>
          )}
        </Group>
      </StackedCell>
    </Table.Tr>
  );
}
