import { Fragment, useState, type ReactNode } from 'react';
import { Checkbox, Modal, Stack } from '@mantine/core';
import type { ScheduleEvent, ScheduleVariationRequest } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { useScheduleVariation } from './api';

/** What one dialog changes about a payment: its amount or its date. */
type PaymentChange = Pick<ScheduleVariationRequest, 'newAmount'> | Pick<ScheduleVariationRequest, 'newDate'>;

interface PaymentChangeDialogProps {
  title: string;
  /** The payment that changes; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
  children: (event: ScheduleEvent) => ReactNode;
}

/** The modal around a payment's change form. */
export function PaymentChangeDialog({ title, event, onClose, children }: PaymentChangeDialogProps) {
  return (
    <Modal opened={event !== null} onClose={onClose} title={title} centered>
      {/* Keyed by payment: each opening starts from that payment's own values. */}
      {event && <Fragment key={event.id}>{children(event)}</Fragment>}
    </Modal>
  );
}

interface PaymentChangeFormProps {
  title: string;
  event: ScheduleEvent;
  /**
   * The change to send, or null when the field is not ready (the caller then says why at the field).
   * `continueChange` is whether it applies to all future payments.
   */
  change: (continueChange: boolean) => PaymentChange | null;
  onClose: () => void;
  /** What 'Apply to all future payments' does to the later payments. */
  continueHint: string;
  /** What the payment is now and the field for its new value, which may depend on 'Apply to all future payments'. */
  children: ReactNode | ((continueChange: boolean) => ReactNode);
}

/** Sends a change to one payment, or to it and every later one; the server's description is the toast. */
export function PaymentChangeForm({ title, event, change, onClose, continueHint, children }: PaymentChangeFormProps) {
  const [continueChange, setContinueChange] = useState(false);
  const variation = useScheduleVariation();

  const save = () => {
    const changed = change(continueChange);
    if (changed === null) return;
    variation.mutate(
      { scheduleId: event.scheduleId, paymentNumber: event.paymentNumber, ...changed, continueChange },
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
      aria-label={title}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        {typeof children === 'function' ? children(continueChange) : children}
        <Checkbox
          label="Apply to all future payments"
          description={continueHint}
          checked={continueChange}
          onChange={(changed) => setContinueChange(changed.currentTarget.checked)}
        />
        <FormActions onCancel={onClose} pending={variation.isPending} />
      </Stack>
    </form>
  );
}
