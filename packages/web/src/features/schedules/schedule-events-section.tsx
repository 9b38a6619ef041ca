import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { Schedule, ScheduleEvent, ScheduleVariation } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { AmountDialog } from './amount-dialog';
import { useRemoveVariation, useScheduleVariation } from './api';
import { DateChangeDialog } from './date-change-dialog';
import { EventList } from './event-list';
import { PAST_COLUMNS, PastEventRow } from './past-event-row';
import { splitScheduleEvents } from './schedule-event-lists';
import { UPCOMING_COLUMNS, UpcomingEventRow, type UpcomingEventActions } from './upcoming-event-row';

/** The schedule's payments: those still to pay, and those paid or skipped, with the dialogs that change them. */
export function ScheduleEventsSection({ schedule }: { schedule: Schedule }) {
  const { upcoming, past } = splitScheduleEvents(schedule.schedule);
  const [amountOf, setAmountOf] = useState<ScheduleEvent | null>(null);
  const [dateOf, setDateOf] = useState<ScheduleEvent | null>(null);
  const variation = useScheduleVariation();
  const removeVariation = useRemoveVariation();

  const setSkipped = (event: ScheduleEvent, skipIt: boolean) =>
    variation.mutate(
      { scheduleId: event.scheduleId, paymentNumber: event.paymentNumber, skipIt },
      { onSuccess: ({ description }) => showSuccess(description), onError: (error) => showError(errorMessage(error)) },
    );

  const confirmRemoval = (event: ScheduleEvent, change: ScheduleVariation) =>
    confirmDanger({
      title: 'Remove Change',
      message: `Confirm you want to remove the ${change.newDate !== null ? 'date' : 'amount'} change of payment ${event.paymentNumber}${change.continueChange ? ', which later payments follow too' : ''}`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        removeVariation.mutate(change.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(errorMessage(error)),
        }),
    });

  const actions: UpcomingEventActions = {
    changeAmount: setAmountOf,
    changeDate: setDateOf,
    removeVariation: confirmRemoval,
    skip: (event) => setSkipped(event, true),
  };

  return (
    <>
      <Stack gap="lg">
        <EventList
          title="Upcoming payments"
          events={upcoming}
          emptyText="No payments are left to pay."
          columns={UPCOMING_COLUMNS}
          rowOf={(event) => <UpcomingEventRow key={event.id} event={event} actions={actions} />}
        />
        <EventList
          title="Past and unpayable payments"
          events={past}
          emptyText="No payment has been paid or skipped yet."
          columns={PAST_COLUMNS}
          rowOf={(event) => (
            <PastEventRow key={event.id} event={event} onUnskip={(skipped) => setSkipped(skipped, false)} />
          )}
        />
      </Stack>
      <AmountDialog event={amountOf} onClose={() => setAmountOf(null)} />
      <DateChangeDialog event={dateOf} onClose={() => setDateOf(null)} />
    </>
  );
}
