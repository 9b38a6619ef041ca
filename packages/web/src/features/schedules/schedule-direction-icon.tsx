import { ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconCashMove, IconCashMoveBack } from '@tabler/icons-react';
import { TransactionType, TransactionTypeName } from '@hearth/contract';

const LOOKS = {
  [TransactionType.Payment]: { Icon: IconCashMove, color: 'red' },
  [TransactionType.Deposit]: { Icon: IconCashMoveBack, color: 'teal' },
  [TransactionType.Transfer]: { Icon: IconArrowsExchange, color: 'blue' },
} as const;

/** Money out (a payment), in (a deposit) or across (a transfer); the type's name is its accessible name. */
export function ScheduleDirectionIcon({ typeId }: { typeId: number }) {
  const look = typeId === TransactionType.Deposit || typeId === TransactionType.Transfer ? LOOKS[typeId] : LOOKS[TransactionType.Payment];
  const name = TransactionTypeName[typeId] ?? 'Payment';
  return (
    <ThemeIcon variant="light" color={look.color} size="md" radius="xl" role="img" aria-label={name} title={name}>
      <look.Icon size={16} stroke={1.8} />
    </ThemeIcon>
  );
}
