import { useState } from 'react';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { DateField } from '../../components/date-field';
import { DateText } from '../../components/date-text';
import { FormActions } from '../../components/form-actions';
import { useScheduleVariation } from './api';
import { moveWindowText } from './move-window';

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
    <Modal opened={event !== null} onClose={onClose} title="Scheduled Date Change" centered>
      {event && <DateChangeForm key={event.id} event={event} onClose={onClose} />}
    </Modal>
  );
}

function DateChangeForm({ event, onClose }: { event: ScheduleEvent; onClose: () => void }) {
  const [newDate, setNewDate] = useState<string | null>(event.date);
  const [continueChange, setContinueChange] = useState(false);
  const [missing, setMissing] = useState(false);
  const variation = useScheduleVariation();

  const save = () => {
    if (!newDate) {
      setMissing(true);
      return;
    }
    variation.mutate(
      { scheduleId: event.scheduleId, paymentNumber: event.paymentNumber, newDate, continueChange },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          onClose();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <form
      aria-label="Scheduled Date Change"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
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
        <Checkbox label="Apply to all future payments" checked={continueChange} onChange={(changed) => setContinueChange(changed.currentTarget.checked)} />
        <FormActions onCancel={onClose} pending={variation.isPending} />
      </Stack>
    </form>
  );
}
