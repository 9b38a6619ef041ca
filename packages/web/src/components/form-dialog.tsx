import type { ReactNode } from 'react';
import { Modal, Stack, type MantineSize } from '@mantine/core';
import { SubmitForm } from './submit-form';

interface FormDialogProps {
  title: ReactNode;
  /** The form's accessible name; a form without one is not a landmark. */
  label?: string;
  /** Open unless told otherwise: most dialogs are shown only while they are open. */
  opened?: boolean;
  onClose: () => void;
  /** On the dialog's submit button or Enter. */
  onSubmit: () => void;
  size?: MantineSize;
  centered?: boolean;
  /** The fields, then the dialog's FormActions. */
  children: ReactNode;
}

/** A dialog holding one form: its fields stacked, ending in its FormActions. */
export function FormDialog({
  title,
  label,
  opened = true,
  onClose,
  onSubmit,
  size,
  centered = true,
  children,
}: FormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered={centered}
      size={size}
      // The dialog's × has only an icon: without a name, screen readers announce an unnamed button.
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SubmitForm label={label} onSubmit={onSubmit}>
        <Stack gap="md">{children}</Stack>
      </SubmitForm>
    </Modal>
  );
}
