import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Calendar } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { CalendarEvent } from './calendar-event';
import { NoPaymentsThisMonth } from './no-payments';
import { visibleEvents, type EventFilter } from './calendar-month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface CalendarAgendaProps {
  /** The month in words, naming the list for assistive technology. */
  title: string;
  weeks: Calendar['weeks'];
  filter: EventFilter;
  loading: boolean;
}

/**
 * The month as a phone shows it: a seven-column grid leaves a day too narrow to read a payment, so the
 * days that have payments (and today) are listed one under the other instead.
 */
export function CalendarAgenda({ title, weeks, filter, loading }: CalendarAgendaProps) {
  const days = weeks
    .flatMap((week) => week.days)
    .filter((day) => day.isInSelectedMonth)
    .map((day) => ({ day, events: visibleEvents(day.events, filter) }))
    .filter(({ day, events }) => events.length > 0 || day.isToday);

  if (!days.some(({ events }) => events.length > 0)) {
    return <NoPaymentsThisMonth />;
  }
  return (
    <Stack
      component="ol"
      gap="md"
      m={0}
      p={0}
      aria-label={title}
      aria-busy={loading}
      style={{ listStyle: 'none', opacity: loading ? 0.6 : 1, transition: 'opacity 120ms ease' }}
    >
      {days.map(({ day, events }) => (
        <li key={day.date} data-agenda-date={day.date}>
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {WEEKDAYS[day.dayNumberOfWeek - 1]} <DateText value={day.date} />
            </Text>
            {day.isToday && (
              <Badge size="sm" radius="sm" variant="filled">
                Today
              </Badge>
            )}
          </Group>
          <Stack gap={4}>
            {events.length === 0 ? (
              <Text size="sm" c="dimmed">
                No payments
              </Text>
            ) : (
              events.map((event) => <CalendarEvent key={event.id} event={event} size="sm" />)
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
