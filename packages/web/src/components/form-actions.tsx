import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button spins while the form's request is under way. */
  pending: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
}

/** The end of a form or dialog: Cancel, then the button that submits it. */
export function FormActions({ onCancel, pending, submitLabel = 'Save', submitDisabled = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitDisabled} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
