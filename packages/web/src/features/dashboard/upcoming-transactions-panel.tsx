import { Link } from 'react-router';
import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/row-link.module.css';
import { UPCOMING_SHOWN, upcomingPaymentsQuery } from './api';
import { dueLabel, dueState, otherSide, signedEventAmount, type DueState } from './upcoming-payment';

const DUE_COLOURS: Record<DueState, string> = { overdue: 'red', today: 'orange', later: 'gray' };

/** The body of the dashboard's Upcoming Transactions panel: the next payments, each opening it to pay. */
export function UpcomingTransactionsPanel() {
  const upcoming = useQuery(upcomingPaymentsQuery());
  if (upcoming.isPending) return <PageLoader />;
  if (upcoming.isError) return <Text c="red.7">{errorMessage(upcoming.error)}</Text>;
  const shown = upcoming.data.slice(0, UPCOMING_SHOWN);
  if (shown.length === 0) return <Text c="dimmed">No Upcoming Transactions found</Text>;
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Upcoming payments">
      {shown.map((event) => (
        <UpcomingRow key={event.id} event={event} />
      ))}
    </Stack>
  );
}

function UpcomingRow({ event }: { event: ScheduleEvent }) {
  const state = dueState(event.dueDays);
  return (
    <Box component="li" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton
        component={Link}
        to={`/transaction/schedule/${event.scheduleId}/${event.paymentNumber}`}
        display="block"
        w="100%"
        py={8}
        px={6}
        className={classes.row}
      >
        <Group wrap="nowrap" gap="md" align="center">
          <DateText value={event.date} size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {event.schedule}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {otherSide(event)}
            </Text>
          </Box>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Money amount={signedEventAmount(event)} signed size="sm" />
            <Badge size="xs" tt="none" variant={state === 'later' ? 'light' : 'filled'} color={DUE_COLOURS[state]}>
              {dueLabel(event.dueDays)}
            </Badge>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}
