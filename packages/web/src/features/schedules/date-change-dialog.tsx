import { useState } from 'react';
import { Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { DateField } from '../../components/date-field';
import { DateText } from '../../components/date-text';
import { insideMoveWindow, moveWindowText } from './move-window';
import { PaymentChangeDialog, PaymentChangeForm } from './payment-change-dialog';

const TITLE = 'Scheduled Date Change';

interface DateChangeDialogProps {
  /** The payment that moves; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
}

/**
 * The 'Scheduled Date Change' dialog. A single payment may move only inside its window, between its
 * neighbours: the picker offers only those days, and a day typed outside it is not taken. Applied to all
 * future payments, the later ones move along and every day is offered.
 */
export function DateChangeDialog({ event, onClose }: DateChangeDialogProps) {
  return (
    <PaymentChangeDialog title={TITLE} event={event} onClose={onClose}>
      {(payment) => <DateChangeForm event={payment} onClose={onClose} />}
    </PaymentChangeDialog>
  );
}

function DateChangeForm({ event, onClose }: { event: ScheduleEvent; onClose: () => void }) {
  const [newDate, setNewDate] = useState<string | null>(event.date);
  const [problem, setProblem] = useState<string | null>(null);
  const minimum = event.minimumAllowedMoveDate;
  const maximum = event.maximumAllowedMoveDate;
  const windowText = moveWindowText(minimum, maximum);

  const change = (continueChange: boolean) => {
    if (!newDate) {
      setProblem('Pick the new date');
      return null;
    }
    // A day picked while the change applied to all payments may lie outside the window once it does not.
    if (!insideMoveWindow(newDate, minimum, maximum, continueChange)) {
      setProblem(windowText);
      return null;
    }
    return { newDate };
  };

  return (
    <PaymentChangeForm
      title={TITLE}
      event={event}
      change={change}
      onClose={onClose}
      // As the server moves them (docs/product-decisions.md, Schedules): by the same number of days, then by the weekend rule.
      continueHint="Every later payment moves by the same number of days from its own date, then by the weekend rule."
    >
      {(continueChange: boolean) => (
        <>
          <Text size="sm">
            Payment {event.paymentNumber} is due on <DateText value={event.date} fw={600} />.
          </Text>
          <Text size="sm" c="dimmed">
            {windowText}
          </Text>
          <DateField
            label="New Date"
            data-autofocus
            clearable={false}
            value={newDate}
            minDate={continueChange ? undefined : (minimum ?? undefined)}
            maxDate={continueChange ? undefined : (maximum ?? undefined)}
            onChange={(next) => {
              setNewDate(next);
              setProblem(null);
            }}
            error={problem ?? undefined}
          />
        </>
      )}
    </PaymentChangeForm>
  );
}
