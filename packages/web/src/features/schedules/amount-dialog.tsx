import { useState } from 'react';
import { Text } from '@mantine/core';
import type { ScheduleEvent } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { PaymentChangeDialog, PaymentChangeForm } from './payment-change-dialog';

const TITLE = 'Scheduled Amount';

interface AmountDialogProps {
  /** The payment whose amount changes; null keeps the dialog closed. */
  event: ScheduleEvent | null;
  onClose: () => void;
}

/** The 'Scheduled Amount' dialog: a new amount for one payment, or for it and every later one. */
export function AmountDialog({ event, onClose }: AmountDialogProps) {
  return (
    <PaymentChangeDialog title={TITLE} event={event} onClose={onClose}>
      {(payment) => <AmountForm event={payment} onClose={onClose} />}
    </PaymentChangeDialog>
  );
}

function AmountForm({ event, onClose }: { event: ScheduleEvent; onClose: () => void }) {
  const [amount, setAmount] = useState<number | null>(event.amount);
  const [missing, setMissing] = useState(false);

  const change = () => {
    if (amount === null) {
      setMissing(true);
      return null;
    }
    return { newAmount: amount };
  };

  return (
    <PaymentChangeForm
      title={TITLE}
      event={event}
      change={change}
      onClose={onClose}
      continueHint="Every later payment takes the new amount."
    >
      <Text size="sm">
        Payment {event.paymentNumber}, due <DateText value={event.date} />, is currently{' '}
        <Money amount={event.amount} fw={600} />.
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
    </PaymentChangeForm>
  );
}
