import { useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { StackedTable } from '../../components/stacked-table';
import { TableHead, type TableColumn } from '../../components/table-head';
import { shownEvents } from './schedule-event-lists';

interface EventListProps<T> {
  title: string;
  events: readonly T[];
  emptyText: string;
  /** The column headings; each row renders as many cells. */
  columns: readonly TableColumn[];
  rowOf: (event: T) => ReactNode;
}

/** One of the editor's payment lists: five at first, five more per 'Show more' click. */
export function EventList<T>({ title, events, emptyText, columns, rowOf }: EventListProps<T>) {
  const [clicks, setClicks] = useState(0);
  const { shown, hidden } = shownEvents(events, clicks);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {events.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <StackedTable minWidth={480} leadWidth={20} verticalSpacing={6} horizontalSpacing="sm" aria-label={title}>
            <TableHead columns={columns} />
            <Table.Tbody>{shown.map(rowOf)}</Table.Tbody>
          </StackedTable>
        )}
        {hidden > 0 && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setClicks((count) => count + 1)}
            style={{ alignSelf: 'flex-start' }}
          >
            Show more ({hidden} more)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
