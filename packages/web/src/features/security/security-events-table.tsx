import { Table, Text } from '@mantine/core';
import type { SecurityEvent } from '@hearth/contract';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { deviceLine } from './instant-format';
import { InstantText } from './instant-text';

interface SecurityEventsTableProps {
  events: SecurityEvent[];
  /** The table's accessible name. */
  label: string;
  /** Family events say whom they were about and who did it. */
  showPeople?: boolean;
}

/** Security events, newest first: what happened, when (in the user's time zone), from which device and address. */
export function SecurityEventsTable({ events, label, showPeople = false }: SecurityEventsTableProps) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet
      </Text>
    );
  }
  return (
    <StackedTable minWidth={showPeople ? 760 : 640} verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          {showPeople && <Table.Th>By</Table.Th>}
          <Table.Th>When</Table.Th>
          <Table.Th>Device</Table.Th>
          <Table.Th>Address</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Table.Tr key={event.id} data-kind={event.kind}>
            <StackedCell kind="title">{event.description}</StackedCell>
            {showPeople && (
              <StackedCell kind="detail" label="By">
                {event.actorName ?? event.userName ?? ''}
              </StackedCell>
            )}
            <StackedCell kind="detail" label="When">
              <InstantText value={event.occurredAt} />
            </StackedCell>
            <StackedCell kind="detail" label="Device">
              {deviceLine(event)}
            </StackedCell>
            <StackedCell kind="detail" label="Address">
              {event.ipAddress}
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
