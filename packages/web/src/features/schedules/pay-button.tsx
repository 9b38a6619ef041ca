import { Link } from 'react-router';
import { Button } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';

/** Opens the transaction that pays a scheduled payment, filled in from the schedule. */
export function PayButton({ event }: { event: Pick<ScheduleEvent, 'scheduleId' | 'paymentNumber'> }) {
  return (
    <Button
      component={Link}
      to={`/transaction/schedule/${event.scheduleId}/${event.paymentNumber}`}
      size="compact-sm"
      variant="light"
    >
      Pay
    </Button>
  );
}
