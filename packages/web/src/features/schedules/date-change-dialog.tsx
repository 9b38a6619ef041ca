import { Text } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { DateText } from '../../components/date-text';
import { moveWindowText } from './move-window';
import { DATE_CHANGE } from './payment-change-draft';
import { PaymentChangeDialog, type PaymentDialogProps } from './payment-change-dialog';

/**
 * The 'Scheduled Date Change' dialog. A single payment may move only inside its window, between its
 * neighbours: the picker offers only those days, and a day typed outside it is not taken. Applied to all
 * future payments, the later ones move along and every day is offered.
 */
export function DateChangeDialog({ event, onClose }: PaymentDialogProps) {
  return (
    <PaymentChangeDialog kind={DATE_CHANGE} event={event} onClose={onClose}>
      {({ event: payment, value, error, onChange, continueChange }) => (
        <>
          <Text size="sm">
            Payment {payment.paymentNumber} is due on <DateText value={payment.date} fw={600} />.
          </Text>
          <Text size="sm" c="dimmed">
            {moveWindowText(payment.minimumAllowedMoveDate, payment.maximumAllowedMoveDate)}
          </Text>
          <DateField
            label="New Date"
            data-autofocus
            clearable={false}
            value={value}
            minDate={continueChange ? undefined : (payment.minimumAllowedMoveDate ?? undefined)}
            maxDate={continueChange ? undefined : (payment.maximumAllowedMoveDate ?? undefined)}
            onChange={onChange}
            error={error}
          />
        </>
      )}
    </PaymentChangeDialog>
  );
}
