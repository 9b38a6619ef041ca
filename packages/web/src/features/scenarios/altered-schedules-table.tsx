import { Table, Text, UnstyledButton } from '@mantine/core';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import type { AlteredScheduleRow } from './scenario-rows';

interface AlteredSchedulesTableProps {
  rows: AlteredScheduleRow[];
  onOpen: (row: AlteredScheduleRow) => void;
}

export function AlteredSchedulesTable({ rows, onOpen }: AlteredSchedulesTableProps) {
  return (
    <StackedTable minWidth={640} verticalSpacing="xs" highlightOnHover aria-label="Altered schedules">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Effective Date</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Frequency</Table.Th>
          <Table.Th ta="right">Current</Table.Th>
          <Table.Th ta="right">Effective</Table.Th>
          <Table.Th>Stop Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.scheduleId} onClick={() => onOpen(row)} style={{ cursor: 'pointer' }}>
            <StackedCell kind="detail" label="Effective Date">
              <DateText value={row.effectiveDate} size="sm" />
            </StackedCell>
            <StackedCell kind="title">
              {/* The description is the keyboard's way to the row editor; the whole row answers a pointer. */}
              <UnstyledButton
                fz="sm"
                c="hearth.8"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(row);
                }}
              >
                {row.description}
              </UnstyledButton>
            </StackedCell>
            <StackedCell kind="detail" label="Frequency">
              {row.frequency}
            </StackedCell>
            <StackedCell kind="detail" label="Current" ta="right">
              <Money amount={row.current} size="sm" />
            </StackedCell>
            <StackedCell kind="amount" ta="right">
              {row.keepsAmount ? (
                <Text span size="sm" c="dimmed">
                  Unchanged
                </Text>
              ) : (
                <Money amount={row.effective} size="sm" fw={600} />
              )}
            </StackedCell>
            <StackedCell kind="detail" label="Stop Date">
              {row.stopDate ? (
                <DateText value={row.stopDate} size="sm" />
              ) : (
                <Text span size="sm" c="dimmed">
                  Never
                </Text>
              )}
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
