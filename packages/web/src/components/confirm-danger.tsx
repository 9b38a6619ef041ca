import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmDangerOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone (a delete, a revoke): a red confirm button and a way out. */
export function confirmDanger({
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDangerOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: 'red' },
    // The dialog's × has only an icon: without a name, screen readers announce an unnamed button.
    closeButtonProps: { 'aria-label': 'Close' },
    onConfirm,
  });
}
