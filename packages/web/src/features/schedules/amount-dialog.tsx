import { Text } from '@mantine/core';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { AMOUNT_CHANGE } from './payment-change-draft';
import { PaymentChangeDialog, type PaymentDialogProps } from './payment-change-dialog';

/** The 'Scheduled Amount' dialog: a new amount for one payment, or for it and every later one. */
export function AmountDialog({ event, onClose }: PaymentDialogProps) {
  return (
    <PaymentChangeDialog kind={AMOUNT_CHANGE} event={event} onClose={onClose}>
      {({ event: payment, value: amount, error, onChange }) => (
        <>
          <Text size="sm">
            Payment {payment.paymentNumber}, due <DateText value={payment.date} />, is currently{' '}
            <Money amount={payment.amount} fw={600} />.
          </Text>
          <MoneyInput label="New Amount" data-autofocus value={amount} onChange={onChange} error={error} />
        </>
      )}
    </PaymentChangeDialog>
  );
}
