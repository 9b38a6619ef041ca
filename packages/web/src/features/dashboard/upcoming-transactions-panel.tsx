import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { DatedLinkRow } from '../../components/dated-link-row';
import { DueBadge } from '../../components/due-badge';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { signedEventAmount } from '../../components/payment-due';
import { UPCOMING_SHOWN, upcomingPaymentsQuery } from './api';
import { otherSide } from './upcoming-payment';

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
  return (
    <DatedLinkRow
      to={`/transaction/schedule/${event.scheduleId}/${event.paymentNumber}`}
      date={event.date}
      title={event.schedule}
      subtitle={otherSide(event)}
      trailing={
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Money amount={signedEventAmount(event)} signed size="sm" />
          <DueBadge dueDays={event.dueDays} size="xs" />
        </Stack>
      }
    />
  );
}
