import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirmDanger } from './confirm-danger';

interface DeleteButtonProps {
  /** The confirmation's title and message. */
  title: string;
  message: ReactNode;
  /** The confirmation's way out; Cancel unless the record's screen says otherwise. */
  cancelLabel?: string;
  /** Once the user confirms: the delete itself. */
  onConfirm: () => void;
  pending: boolean;
  disabled?: boolean;
  /** Light in a page's title, beside Edit; subtle at the end of a form, beside Save. */
  variant?: 'light' | 'subtle';
}

/** Deletes a record once the user confirms: a red button with a bin. */
export function DeleteButton({
  title,
  message,
  cancelLabel,
  onConfirm,
  pending,
  disabled,
  variant = 'light',
}: DeleteButtonProps) {
  return (
    <Button
      variant={variant}
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={() => confirmDanger({ title, message, cancelLabel, onConfirm })}
      loading={pending}
      disabled={disabled}
    >
      Delete
    </Button>
  );
}
