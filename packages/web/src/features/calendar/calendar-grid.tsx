import { Badge, Box, Stack, Table, Text } from '@mantine/core';
import type { Calendar } from '@hearth/contract';
import { formatDate } from '@hearth/contract';
import { CalendarEvent } from './calendar-event';
import { NoPaymentsThisMonth } from './no-payments';
import { visibleEvents, type EventFilter } from './calendar-month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type CalendarDay = Calendar['weeks'][number]['days'][number];

interface CalendarGridProps {
  /** The month in words, naming the grid for assistive technology. */
  title: string;
  weeks: Calendar['weeks'];
  filter: EventFilter;
  /** The previous month is still shown while the asked-for one loads. */
  loading: boolean;
}

/** Monday-to-Sunday weeks; days outside the month are greyed and stay empty. */
export function CalendarGrid({ title, weeks, filter, loading }: CalendarGridProps) {
  const empty = !weeks.some((week) =>
    week.days.some((day) => day.isInSelectedMonth && visibleEvents(day.events, filter).length > 0),
  );
  return (
    <Stack gap="sm">
      {/* An empty grid alone would leave it unclear whether the month has no payments or failed to show them. */}
      {empty && <NoPaymentsThisMonth />}
      <Table.ScrollContainer minWidth={760}>
        <Table
          layout="fixed"
          withTableBorder
          withColumnBorders
          aria-label={title}
          aria-busy={loading}
          style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Table.Thead>
            <Table.Tr>
              {WEEKDAYS.map((weekday) => (
                <Table.Th key={weekday} ta="center" fz="sm" c="dimmed">
                  {weekday}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.days[0]?.date}>
                {week.days.map((day) => (
                  <DayCell key={day.date} day={day} filter={filter} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function DayCell({ day, filter }: { day: CalendarDay; filter: EventFilter }) {
  const events = day.isInSelectedMonth ? visibleEvents(day.events, filter) : [];
  return (
    <Table.Td
      data-date={day.date}
      data-in-month={day.isInSelectedMonth}
      data-today={day.isToday || undefined}
      aria-label={formatDate(day.date)}
      h={112}
      p={6}
      style={{
        verticalAlign: 'top',
        backgroundColor: day.isInSelectedMonth ? undefined : 'var(--mantine-color-gray-1)',
      }}
    >
      <Stack gap={4}>
        <Box>
          {day.isToday ? (
            <Badge size="md" radius="sm" variant="filled" aria-label="Today">
              {day.dayNumber}
            </Badge>
          ) : (
            <Text size="sm" fw={500} c={day.isInSelectedMonth ? 'dark.6' : 'dimmed'} px={4}>
              {day.dayNumber}
            </Text>
          )}
        </Box>
        {events.map((event) => (
          <CalendarEvent key={event.id} event={event} />
        ))}
      </Stack>
    </Table.Td>
  );
}
