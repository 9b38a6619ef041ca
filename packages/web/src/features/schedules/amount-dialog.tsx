import { useState } from 'react';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { DateText } from '../../components/date-text';
import { FormActions } from '../../components/form-actions';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { useScheduleVariation } from './api';

interface AmountDialogProps {
  /** The payment whose amount changes; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
}

/** The 'Scheduled Amount' dialog: a new amount for one payment, or for it and every later one. */
export function AmountDialog({ event, onClose }: AmountDialogProps) {
  return (
    <Modal opened={event !== null} onClose={onClose} title="Scheduled Amount" centered>
      {/* Keyed by payment: each opening starts from that payment's own amount. */}
      {event && <AmountForm key={event.id} event={event} onClose={onClose} />}
    </Modal>
  );
}

function AmountForm({ event, onClose }: { event: ScheduleEvent; onClose: () => void }) {
  const [amount, setAmount] = useState<number | null>(event.amount);
  const [continueChange, setContinueChange] = useState(false);
  const [missing, setMissing] = useState(false);
  const variation = useScheduleVariation();

  const save = () => {
    if (amount === null) {
      setMissing(true);
      return;
    }
    variation.mutate(
      { scheduleId: event.scheduleId, paymentNumber: event.paymentNumber, newAmount: amount, continueChange },
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
      aria-label="Scheduled Amount"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Payment {event.paymentNumber}, due <DateText value={event.date} />, is currently <Money amount={event.amount} fw={600} />.
        </Text>
        <MoneyInput
          label="New Amount"
          data-autofocus
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setMissing(false);
          }}
          error={missing ? 'Enter the new amount' : undefined}
        />
        <Checkbox label="Apply to all future payments" checked={continueChange} onChange={(changed) => setContinueChange(changed.currentTarget.checked)} />
        <FormActions onCancel={onClose} pending={variation.isPending} />
      </Stack>
    </form>
  );
}
