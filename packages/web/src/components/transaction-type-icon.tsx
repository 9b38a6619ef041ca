import { ThemeIcon } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconArrowsLeftRight } from '@tabler/icons-react';
import { TransactionType, TransactionTypeName } from '@hearth/contract';

const LOOKS = {
  [TransactionType.Payment]: { Icon: IconArrowUpRight, color: 'red' },
  [TransactionType.Deposit]: { Icon: IconArrowDownLeft, color: 'teal' },
  [TransactionType.Transfer]: { Icon: IconArrowsLeftRight, color: 'blue' },
} as const;

/** Payment, deposit or transfer at a glance; the name is there for screen readers and on hover. */
export function TransactionTypeIcon({ typeId }: { typeId: number }) {
  const look =
    typeId === TransactionType.Deposit || typeId === TransactionType.Transfer
      ? LOOKS[typeId]
      : LOOKS[TransactionType.Payment];
  const name = TransactionTypeName[typeId] ?? 'Payment';
  return (
    <ThemeIcon variant="light" color={look.color} size="md" radius="xl" role="img" aria-label={name} title={name}>
      <look.Icon size={16} stroke={1.8} />
    </ThemeIcon>
  );
}
