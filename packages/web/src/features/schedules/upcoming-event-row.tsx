import { ActionIcon, Group, Menu, Table, Text } from '@mantine/core';
import {
  IconCalendarTime,
  IconCurrencyDollar,
  IconDotsVertical,
  IconPlayerSkipForward,
  IconRestore,
} from '@tabler/icons-react';
import type { ScheduleEvent, ScheduleVariation } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { DueBadge } from '../../components/due-badge';
import { signedEventAmount } from '../../components/payment-due';
import { Money } from '../../components/money';
import { StackedCell } from '../../components/stacked-table';
import { PayButton } from './pay-button';
import { removableVariations, variationLabel } from './schedule-event-lists';

export interface UpcomingEventActions {
  changeAmount: (event: ScheduleEvent) => void;
  changeDate: (event: ScheduleEvent) => void;
  removeVariation: (event: ScheduleEvent, variation: ScheduleVariation) => void;
  skip: (event: ScheduleEvent) => void;
}

export const UPCOMING_COLUMNS = [
  { label: 'Payment' },
  { label: 'Date' },
  { label: 'Amount', align: 'right' as const },
  { label: 'Due' },
  { label: 'Actions', align: 'right' as const },
];

/** A payable payment with what can be done to it: pay it, change its amount or date, undo a change, skip it. */
export function UpcomingEventRow({ event, actions }: { event: ScheduleEvent; actions: UpcomingEventActions }) {
  const moved = event.date !== event.scheduledDate;
  const amountChanged = event.variations.some((variation) => variation.newAmount !== null);
  const removable = removableVariations(event);
  return (
    <Table.Tr aria-label={`Payment ${event.paymentNumber}`} data-testid="upcoming-payment">
      <StackedCell kind="lead">{event.paymentNumber}</StackedCell>
      <StackedCell kind="title" style={{ whiteSpace: 'nowrap' }}>
        <DateText value={event.date} size="sm" />
        {moved && (
          <Text size="xs" c="dimmed">
            moved from <DateText value={event.scheduledDate} />
          </Text>
        )}
      </StackedCell>
      <StackedCell kind="amount" ta="right">
        <Money amount={signedEventAmount(event)} signed size="sm" />
        {amountChanged && (
          <Text size="xs" c="dimmed">
            changed
          </Text>
        )}
      </StackedCell>
      <StackedCell kind="detail">
        <DueBadge dueDays={event.dueDays} />
      </StackedCell>
      <StackedCell kind="action">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <PayButton event={event} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for payment ${event.paymentNumber}`}>
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCurrencyDollar size={14} />} onClick={() => actions.changeAmount(event)}>
                Change amount
              </Menu.Item>
              <Menu.Item leftSection={<IconCalendarTime size={14} />} onClick={() => actions.changeDate(event)}>
                Change date
              </Menu.Item>
              {removable.map((variation) => (
                <Menu.Item
                  key={variation.id}
                  leftSection={<IconRestore size={14} />}
                  onClick={() => actions.removeVariation(event, variation)}
                >
                  {variationLabel(variation)}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item leftSection={<IconPlayerSkipForward size={14} />} onClick={() => actions.skip(event)}>
                Skip
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </StackedCell>
    </Table.Tr>
  );
}
