import type { ReactNode } from 'react';
import { Button, Group, type MantineSpacing, type StyleProp } from '@mantine/core';

interface FormActionsProps {
  /** The submit button spins while the form's request is under way. */
  pending: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  submitIcon?: ReactNode;
  /**
   * For a panel that is not a form, where Enter in a field must not send it: the button acts on a click
   * instead of submitting.
   */
  onSubmit?: () => void;
  /** Leaves the form (or empties it); without it, the row ends with the submit button alone. */
  onCancel?: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  /** The row's other end: what acts beside the form rather than ending it (Delete, Test, a switch). */
  aside?: ReactNode;
  mt?: StyleProp<MantineSpacing>;
}

/** The end of every form and dialog: anything aside at the start, then Cancel, then the button that submits. */
export function FormActions({
  pending,
  submitLabel = 'Save',
  submitDisabled = false,
  submitIcon,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled,
  aside,
  mt,
}: FormActionsProps) {
  const ending = (
    <Group justify="flex-end" gap="sm" mt={aside ? undefined : mt}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        leftSection={submitIcon}
        disabled={submitDisabled}
        loading={pending}
      >
        {submitLabel}
      </Button>
    </Group>
  );
  if (!aside) return ending;
  return (
    <Group justify="space-between" gap="sm" mt={mt}>
      {aside}
      {ending}
    </Group>
  );
}
