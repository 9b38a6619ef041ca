import { useState } from 'react';
import { Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { DateField } from '../../components/date-field';
import { DateText } from '../../components/date-text';
import { moveWindowText } from './move-window';
import { PaymentChangeDialog, PaymentChangeForm } from './payment-change-dialog';

const TITLE = 'Scheduled Date Change';

interface DateChangeDialogProps {
  /** The payment that moves; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
}

/**
 * The 'Scheduled Date Change' dialog. The window is stated, not enforced by the input: the server refuses
 * a day outside it (unless the change applies to all future payments) and its reason is shown.
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
  const [missing, setMissing] = useState(false);

  const change = () => {
    if (!newDate) {
      setMissing(true);
      return null;
    }
    return { newDate };
  };

  return (
    <PaymentChangeForm title={TITLE} event={event} change={change} onClose={onClose}>
      <Text size="sm">
        Payment {event.paymentNumber} is due on <DateText value={event.date} fw={600} />.
      </Text>
      <Text size="sm" c="dimmed">
        {moveWindowText(event.minimumAllowedMoveDate, event.maximumAllowedMoveDate)}
      </Text>
      <DateField
        label="New Date"
        data-autofocus
        value={newDate}
        onChange={(next) => {
          setNewDate(next);
          setMissing(false);
        }}
        error={missing ? 'Pick the new date' : undefined}
      />
    </PaymentChangeForm>
  );
}
