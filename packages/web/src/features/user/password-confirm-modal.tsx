import { useState, type FormEvent } from 'react';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { FormActions } from '../../components/form-actions';

interface PasswordConfirmModalProps {
  title: string;
  /** Why the password is asked (the server's own words). */
  reason: string;
  /** The server's refusal of the password last given, shown at the field. */
  error: string | null;
  pending: boolean;
  confirmLabel: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** A small dialog that asks for the password again before a sensitive change. */
export function PasswordConfirmModal({
  title,
  reason,
  error,
  pending,
  confirmLabel,
  onConfirm,
  onClose,
}: PasswordConfirmModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }} size="sm">
      <form onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{reason}</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            error={missing ? 'Enter your password.' : error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
          />
          <FormActions onCancel={onClose} pending={pending} submitLabel={confirmLabel} />
        </Stack>
      </form>
    </Modal>
  );
}
