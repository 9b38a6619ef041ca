import type { ReactNode } from 'react';
import { Checkbox } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { useScheduleVariation } from './api';
import type { PaymentChangeKind } from './payment-change-draft';

/** A payment's change dialog as its schedule page opens it. */
export interface PaymentDialogProps {
  /** The payment that changes; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
}

/** The dialog's field, as its content shows it. */
export interface PaymentChangeField<V> {
  event: ScheduleEvent;
  value: V;
  error: string | null | undefined;
  onChange: (value: V) => void;
  /** Whether the change applies to all future payments too. */
  continueChange: boolean;
}

interface PaymentChangeDialogProps<V> extends PaymentDialogProps {
  /** Its words, its field's first value and what it sends (payment-change-draft.ts). */
  kind: PaymentChangeKind<V>;
  /** What the payment is now, and the field for its new value. */
  children: (field: PaymentChangeField<V>) => ReactNode;
}

/**
 * Changes one payment, or it and every later one: its amount or its date. The server's description is
 * the toast.
 */
export function PaymentChangeDialog<V>({ event, ...props }: PaymentChangeDialogProps<V>) {
  // Keyed by payment: each opening starts from that payment's own values.
  return event && <PaymentChangeForm key={event.id} event={event} {...props} />;
}

function PaymentChangeForm<V>({
  event,
  onClose,
  kind,
  children,
}: PaymentChangeDialogProps<V> & { event: ScheduleEvent }) {
  const { title, continueHint, initialOf, check } = kind;
  const { values, errors, setErrors, change, switchField } = useDraft<{ value: V; continueChange: boolean }>(() => ({
    value: initialOf(event),
    continueChange: false,
  }));
  const variation = useScheduleVariation();

  const save = () => {
    const checked = check(values.value, event, values.continueChange);
    if (!checked.ok) {
      setErrors({ value: checked.error });
      return;
    }
    variation.mutate(
      {
        scheduleId: event.scheduleId,
        paymentNumber: event.paymentNumber,
        ...checked.change,
        continueChange: values.continueChange,
      },
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
    <FormDialog title={title} label={title} onClose={onClose} onSubmit={save}>
      {children({
        event,
        value: values.value,
        error: errors.value,
        onChange: (value) => change({ value }),
        continueChange: values.continueChange,
      })}
      <Checkbox label="Apply to all future payments" description={continueHint} {...switchField('continueChange')} />
      <FormActions onCancel={onClose} pending={variation.isPending} />
    </FormDialog>
  );
}
